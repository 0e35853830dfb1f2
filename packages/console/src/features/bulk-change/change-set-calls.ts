import type { DboClient, DboComponents } from '@guestnet/sdk';
import type { ChangeKind, ChangeRequest } from './change-kind';

/** A change set to record (the contract's `ChangeSetInput`). */
export type ChangeSetInput = DboComponents['schemas']['ChangeSetInput'];
/** A recorded change set. */
export type ChangeSet = DboComponents['schemas']['ChangeSet'];

/** Records a change set (`SaveChangeSet`): created without `Id`, updated with it. */
export async function recordChangeSet(
  dbo: DboClient,
  set: ChangeSetInput,
): Promise<{ Id: number }> {
  return dbo.call('SaveChangeSet', set);
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * What a change set says it did, for its list: `Service plans named Premium 1 Day: Price to
 * 12.00`, `Org: Status to Disabled`, a long text cut at 80 characters.
 */
export function summaryOf(kind: ChangeKind, fieldLabel: string, change: ChangeRequest): string {
  if (kind.summary) return clip(kind.summary(change), 500);
  const where =
    kind.id === 'service_plans' ? `Service plans named ${change.planName.trim()}` : kind.label;
  const value = change.value.trim() === '' ? '(empty)' : clip(change.value.trim(), 80);
  return clip(`${where}: ${fieldLabel} to ${value}`, 500);
}
