import type { Member } from './account.js';
import type { AdminApiClient } from './client.js';
import { ErrorEleven } from './errors/error-eleven.js';

/**
 * TanStack Query options for the signed-in administrator's account; React-free, so any
 * QueryClient (React, Vue, plain) can use it. A Member carrying `Error` rejects with an
 * ErrorEleven (docs/product/calls.md "Member, or Error").
 *
 * @example
 * const member = await queryClient.fetchQuery(accountQuery(api));
 */
export function accountQuery(api: AdminApiClient) {
  return {
    queryKey: ['getAccount'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<Member> => {
      const { data, response } = await api.GET('/AdminApi/admin/account', {
        ...(signal ? { signal } : {}),
      });
      if (!data || data.Error) {
        throw new ErrorEleven({
          message: data?.Error || 'Unknown API Error Occurred',
          status: response.status,
          statusText: response.statusText,
          context: { method: 'GET', url: response.url },
        });
      }
      return data;
    },
  };
}
