import { createContext, type ReactNode, useContext } from 'react';
import type { GuestnetClients } from '../guestnet-clients.js';

const ClientsContext = createContext<GuestnetClients | null>(null);

/**
 * Provides one set of clients (created once with `createGuestnetClients`) to every hook below it,
 * so components never import a client module: tests pass clients over their own fetch.
 *
 * @example
 * <GuestnetClientsProvider clients={createGuestnetClients({ getToken })}>
 *   <App />
 * </GuestnetClientsProvider>
 */
export function GuestnetClientsProvider({
  clients,
  children,
}: {
  clients: GuestnetClients;
  children?: ReactNode;
}) {
  return <ClientsContext.Provider value={clients}>{children}</ClientsContext.Provider>;
}

/**
 * The clients of the nearest `GuestnetClientsProvider`; throws when there is none.
 *
 * @example
 * const { adminApi } = useGuestnetClients();
 */
export function useGuestnetClients(): GuestnetClients {
  const clients = useContext(ClientsContext);
  if (!clients) throw new Error('useGuestnetClients needs a GuestnetClientsProvider above it.');
  return clients;
}
