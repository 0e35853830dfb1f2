import type { AdminApiClient } from './client.js';
import type { components } from './generated/admin-api.gen.js';
import { operationMutation, operationQuery } from './query-options.js';

/** An image of an org's asset manager (docs/product/fields.md "Images"). */
export type ImageAsset = components['schemas']['ImageAsset'];

/**
 * TanStack Query options for an org's images (`listImages`), newest first.
 *
 * @example
 * const images = await queryClient.fetchQuery(imagesQuery(api, 'GN-1042'));
 */
export function imagesQuery(api: AdminApiClient, orgNumber: string) {
  return operationQuery(api, 'get', '/AdminApi/assets/{orgNumber}/images', {
    params: { path: { orgNumber } },
  });
}

/**
 * TanStack Query mutation options that rename an image (`renameImage`, answering the image).
 * The operation is ours, not the spec's: docs/decisions/image-upload-path.md.
 *
 * @example
 * const { mutationFn } = renameImageMutation(api);
 * await mutationFn({ orgNumber: 'GN-1042', imageId: 31, name: 'harbour-logo-dark.png' });
 */
export function renameImageMutation(api: AdminApiClient) {
  const { mutationKey, mutationFn } = operationMutation(
    api,
    'patch',
    '/AdminApi/assets/{orgNumber}/images/{imageId}',
  );
  return {
    mutationKey,
    mutationFn: async (input: { orgNumber: string; imageId: number; name: string }) =>
      (await mutationFn({
        params: { path: { orgNumber: input.orgNumber, imageId: input.imageId } },
        body: { Name: input.name },
      })) as ImageAsset,
  };
}

/**
 * TanStack Query mutation options that delete an image (`deleteImage`); an image in use is
 * refused with a 409 whose message names what uses it (an ErrorEleven).
 *
 * @example
 * await deleteImageMutation(api).mutationFn({ orgNumber: 'GN-1042', imageId: 31 });
 */
export function deleteImageMutation(api: AdminApiClient) {
  const { mutationKey, mutationFn } = operationMutation(
    api,
    'delete',
    '/AdminApi/assets/{orgNumber}/images/{imageId}',
  );
  return {
    mutationKey,
    mutationFn: async (input: { orgNumber: string; imageId: number }): Promise<null> => {
      await mutationFn({
        params: { path: { orgNumber: input.orgNumber, imageId: input.imageId } },
      });
      return null;
    },
  };
}
