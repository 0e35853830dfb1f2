// "@guestnet/sdk/react": thin hooks over the React-free query options of ".".
export { useAccount } from './use-account.js';
export { useDboQuery } from './use-dbo-query.js';
export {
  type ExtraQueryOptions,
  useGuestnetMutation,
  useGuestnetQuery,
} from './use-guestnet-query.js';
