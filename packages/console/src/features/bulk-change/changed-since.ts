// docs/decisions/bulk-change.md
import type { DboClient, DboComponents } from '@guestnet/sdk';
import type { ChangeSet } from './change-set-calls';

type HistoryEntry = DboComponents['schemas']['AdminHistoryEntry'];

const PAGE = 500;

/** The message of an org written again after the set (by a later set, or by hand). */
export const writtenSinceMessage = (entry: Pick<HistoryEntry, 'ChangeSetId' | 'Admin'>) =>
  entry.ChangeSetId
    ? `Changed since by change set ${entry.ChangeSetId}; left alone`
    : `Changed since by ${entry.Admin}; left alone`;

/**
 * Whether each org a set wrote was written again since, for its undo: the set's own Admin History
 * entries (read once, 500 at a time) give each org's record and when the set wrote it, and a
 * later entry on that record at that org, of another set or of a single save, means the value
 * there is no longer the set's even when it reads the same (a later set wrote the same text
 * back). Answers the conflict's message, or null (no later write, or no entry of the set to
 * compare with: the value check alone decides then).
 */
export function writtenSince(dbo: DboClient, set: Pick<ChangeSet, 'Id' | 'OrgNumber'>) {
  let own: Promise<Map<string, HistoryEntry>> | null = null;
  const ownEntries = async () => {
    const byOrg = new Map<string, HistoryEntry>();
    for (let page = 1; ; page++) {
      const answer = await dbo.call('ListAdminHistory', {
        OrgNumber: set.OrgNumber,
        ChangeSetId: set.Id,
        Page: page,
        PageSize: PAGE,
      });
      for (const entry of answer.Items) {
        const seen = byOrg.get(entry.OrgNumber);
        if (!seen || entry.Id > seen.Id) byOrg.set(entry.OrgNumber, entry);
      }
      if (answer.Items.length < PAGE || page * PAGE >= answer.Total) return byOrg;
    }
  };
  return async (orgNumber: string): Promise<string | null> => {
    own ??= ownEntries();
    const mine = (await own).get(orgNumber);
    if (!mine) return null;
    const later = await dbo.call('ListAdminHistory', {
      OrgNumber: orgNumber,
      EntityType: mine.EntityType,
      From: mine.When,
      PageSize: 100,
    });
    const next = later.Items.find(
      (entry) =>
        entry.OrgNumber === orgNumber &&
        entry.EntityId === mine.EntityId &&
        entry.Id > mine.Id &&
        entry.ChangeSetId !== set.Id,
    );
    return next ? writtenSinceMessage(next) : null;
  };
}
