import type { AdminApiClient } from './client.js';
import type { components } from './generated/admin-api.gen.js';

/** A stored image, or the acknowledgement of a chunk that is not the last. */
export type UploadImageResult =
  | components['schemas']['ImageAsset']
  | components['schemas']['UploadChunkAck'];

/** One chunk of a chunked upload: the Dropzone fields of docs/product/calls.md "Other calls". */
export interface UploadChunk {
  dzuuid: string;
  dzchunkindex: number;
  dztotalfilesize: number;
  dzchunksize: number;
  dztotalchunkcount: number;
  dzchunkbyteoffset: number;
}

/** What to upload: the org's asset manager, the file (or this chunk of it) and its name. */
export interface UploadImageInput {
  orgNumber: string;
  file: Blob;
  fileName?: string;
  chunk?: UploadChunk;
  signal?: AbortSignal;
}

/**
 * Uploads an image, or one chunk of it, as multipart form data with the file in `file` and the
 * chunk's `dz*` fields (docs/decisions/image-upload-path.md).
 *
 * @example
 * const image = await uploadImage(api, { orgNumber: 'GN-1042', file, fileName: 'logo.png' });
 */
export async function uploadImage(
  api: AdminApiClient,
  input: UploadImageInput,
): Promise<UploadImageResult> {
  const form = new FormData();
  form.set(
    'file',
    input.file,
    input.fileName ?? (input.file instanceof File ? input.file.name : 'image'),
  );
  for (const [name, value] of Object.entries(input.chunk ?? {})) form.set(name, String(value));
  const { data } = await api.POST('/AdminApi/assets/{orgNumber}/images', {
    params: { path: { orgNumber: input.orgNumber } },
    // The spec types the form's fields; the wire format is the FormData built above.
    body: {} as components['schemas']['ImageUploadForm'],
    bodySerializer: () => form,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return data as UploadImageResult;
}
