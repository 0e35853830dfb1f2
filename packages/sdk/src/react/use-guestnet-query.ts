import {
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { ErrorEleven } from '../errors/error-eleven.js';

/** Extra useQuery options (enabled, staleTime, select is left out to keep the data type). */
export type ExtraQueryOptions<Data> = Omit<
  UseQueryOptions<Data, ErrorEleven, Data, readonly unknown[]>,
  'queryKey' | 'queryFn' | 'select'
>;

/**
 * Runs query options from the SDK's factories with TanStack Query; failures are typed as
 * ErrorEleven.
 *
 * @example
 * const tree = useGuestnetQuery(operationQuery(api, 'get', '/AdminApi/org/tree'));
 */
export function useGuestnetQuery<Data>(
  options: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal?: AbortSignal }) => Promise<Data>;
  },
  extra: ExtraQueryOptions<Data> = {},
): UseQueryResult<Data, ErrorEleven> {
  return useQuery<Data, ErrorEleven, Data, readonly unknown[]>({ ...extra, ...options });
}

/**
 * Runs mutation options from the SDK's factories with TanStack Query; failures are typed as
 * ErrorEleven.
 *
 * @example
 * const save = useGuestnetMutation(dboMutation(dbo, 'SaveDevice'));
 * save.mutate(device);
 */
export function useGuestnetMutation<Data, Variables>(
  options: { mutationKey: readonly unknown[]; mutationFn: (variables: Variables) => Promise<Data> },
  extra: Omit<UseMutationOptions<Data, ErrorEleven, Variables>, 'mutationKey' | 'mutationFn'> = {},
): UseMutationResult<Data, ErrorEleven, Variables> {
  return useMutation<Data, ErrorEleven, Variables>({ ...extra, ...options });
}
