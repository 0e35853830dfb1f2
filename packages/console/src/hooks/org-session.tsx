import { createContext, type ReactNode, useContext } from 'react';
import type { OrgSession, ScrollRequest } from '../lib/org/org-session';
import type { OrgTreeStore } from '../lib/org/org-tree-store';
import type { SelectedOrg } from '../lib/org/selected-org';
import { useStore } from './use-store';

const OrgSessionContext = createContext<OrgSession | null>(null);

/** Provides the tab's one org session (created in main.tsx) to everything below it. */
export function OrgSessionProvider({
  session,
  children,
}: {
  session: OrgSession;
  children?: ReactNode;
}) {
  return <OrgSessionContext.Provider value={session}>{children}</OrgSessionContext.Provider>;
}

/** The org session of the nearest `OrgSessionProvider`. */
export function useOrgSession(): OrgSession {
  const session = useContext(OrgSessionContext);
  if (!session) throw new Error('useOrgSession needs an OrgSessionProvider above it.');
  return session;
}

/** The selected org (docs/product/entities.md), re-rendering on every change. */
export function useSelectedOrg(): SelectedOrg {
  return useStore(useOrgSession().selected);
}

/** The org tree, re-rendering on every change of it (rows, source, loaded nodes). */
export function useOrgTreeStore(): OrgTreeStore {
  const { tree } = useOrgSession();
  useStore({ get: tree.version, subscribe: tree.subscribe });
  return tree;
}

/** The SetOrg.aspx address the hidden frame loads, or null. */
export function usePendingSetOrg(): string | null {
  return useStore(useOrgSession().pendingSetOrg);
}

/** The recently viewed org numbers, most recent first. */
export function useRecentOrgNumbers(): string[] {
  return useStore(useOrgSession().recent);
}

/** The row the tree should bring into view next. */
export function useScrollRequest(): ScrollRequest | null {
  return useStore(useOrgSession().scrollRequest);
}
