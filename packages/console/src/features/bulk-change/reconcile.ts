// docs/decisions/bulk-change.md
import type { DboClient } from '@guestnet/sdk';
import type { ChangeSet, ChangeSetInput } from './change-set-calls';

const PAGE = 500;

/** The message of an org an interrupted run never wrote. */
export const NOT_DONE_MESSAGE = 'Not written: the run stopped before this org';

/** Whether a set says it is still writing or paused (true only while a page runs it). */
export const isUnfinished = (set: Pick<ChangeSet, 'State'>) =>
  set.State === 'running' || set.State === 'paused';

/**
 * A set whose run stopped with its page (left `running` or `paused`), put right from the Admin
 * History entries naming it, the backend's own record of each write: an org with an entry is
 * `changed` whatever the last record said (a write can land after it), an org still `pending`
 * with none is `skipped` (not done), and the set is `interrupted`. Reads every entry of the set,
 * 500 at a time, at the org it was started from (its targets are that org and the orgs under it).
 */
export async function reconcileChangeSet(dbo: DboClient, set: ChangeSet): Promise<ChangeSetInput> {
  const written = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await dbo.call('ListAdminHistory', {
      OrgNumber: set.OrgNumber,
      ChangeSetId: set.Id,
      Page: page,
      PageSize: PAGE,
    });
    for (const entry of answer.Items) written.add(entry.OrgNumber);
    if (answer.Items.length < PAGE || page * PAGE >= answer.Total) break;
  }
  const { Admin: _admin, When: _when, ...input } = set;
  return {
    ...input,
    State: 'interrupted',
    Results: set.Results.map((result) => {
      if (written.has(result.OrgNumber)) return { ...result, Outcome: 'changed', Message: null };
      if (result.Outcome === 'pending') {
        return { ...result, Outcome: 'skipped', Message: NOT_DONE_MESSAGE };
      }
      return result;
    }),
  };
}
