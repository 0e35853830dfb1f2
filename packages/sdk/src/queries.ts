import type { Member } from './account.js';
import type { AdminApiClient } from './client.js';

/**
 * TanStack Query options for the signed-in administrator's account; React-free, so any
 * QueryClient (React, Vue, plain) can use it.
 *
 * @example
 * const member = await queryClient.fetchQuery(accountQuery(api));
 */
export function accountQuery(api: AdminApiClient) {
  return {
    queryKey: ['getAccount'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<Member> => {
      const { data, error, response } = await api.GET('/AdminApi/admin/account', {
        ...(signal ? { signal } : {}),
      });
      if (!data || data.Error) {
        throw new Error(data?.Error ?? `Account request failed with status ${response.status}`, {
          cause: error,
        });
      }
      return data;
    },
  };
}
