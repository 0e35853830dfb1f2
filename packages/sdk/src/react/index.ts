// "@guestnet/sdk/react": thin hooks over the React-free query options of ".".
export { GuestnetClientsProvider, useGuestnetClients } from './clients-context.js';
export { useAccount } from './use-account.js';
export { useDboQuery } from './use-dbo-query.js';
export {
  type ExtraQueryOptions,
  useGuestnetMutation,
  useGuestnetQuery,
} from './use-guestnet-query.js';
