/**
 * The messages the legacy frames post to the console (docs/product/calls.md): always an object with a
 * `type`, posted with the parent's origin as targetOrigin, never `*`. See
 * docs/decisions/legacy-postmessage-protocol.md.
 */
export type LegacyMessage =
  | { type: 'setOrgComplete'; orgNumber: string | null }
  | { type: 'treeLoaded'; selectedOrgId: string | null }
  | { type: 'logout' };

/** Whether a postMessage payload is one of the legacy frames' messages. */
export function isLegacyMessage(data: unknown): data is LegacyMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === 'setOrgComplete' || type === 'treeLoaded' || type === 'logout';
}
