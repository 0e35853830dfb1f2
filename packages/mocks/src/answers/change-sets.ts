import type { MockContext } from '../mock-route.js';
import { treeKey } from '../mock-state.js';
import { listPage } from './list-page.js';
import { dboError, json } from './operation-failures.js';

type Entity = Record<string, unknown>;

/** What `MockState` keeps of a change set: the set, and the numbers of its org's path. */
interface StoredSet {
  set: Entity;
  scope: string[];
}

const OPERATIONS = new Set(['listChangeSets', 'getChangeSet', 'saveChangeSet']);
// Change sets and history entries never meet: ids of their own.
const setsKey = (context: MockContext) => `changesets|${treeKey(context.scenario, context.seed)}`;
const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * The bulk changes' change sets (docs/decisions/bulk-change.md), kept in `MockState`:
 * `SaveChangeSet` without `Id` creates one stamped with the signed-in administrator and the time,
 * with `Id` replaces its state and results (who and when stay); `ListChangeSets` lists those
 * started at the org or under it, newest first, `Filter` matching the summary and the
 * administrator; `GetChangeSet` reads one of them. `undefined` for other operations.
 */
export function changeSetAnswer(
  operationId: string,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  if (!OPERATIONS.has(operationId)) return undefined;
  const body = (payload ?? {}) as Entity;
  const orgNumber = String(body.OrgNumber ?? '');
  const key = setsKey(context);
  const stored = context.state.collection<StoredSet>(key, () => []);
  const visible = (entry: StoredSet | undefined) =>
    entry?.scope.includes(orgNumber) ? entry.set : undefined;
  if (operationId === 'getChangeSet') {
    const found = visible(stored.get(String(body.Id)));
    return found ? json(200, found) : dboError('Not found.', 404);
  }
  if (operationId === 'listChangeSets') {
    const filter = text(body.Filter);
    const sets = [...stored.values()]
      .filter((entry) => entry.scope.includes(orgNumber))
      .map((entry) => entry.set)
      .filter((set) => !filter || [set.Summary, set.Admin].some((v) => text(v).includes(filter)));
    const sort = typeof body.Sort === 'string' && body.Sort ? body.Sort : '-When';
    const { Filter: _filter, ...paging } = body;
    return json(200, listPage(sets, { ...paging, Sort: sort }));
  }
  const id = body.Id === undefined ? undefined : String(body.Id);
  const existing = id === undefined ? undefined : stored.get(id);
  if (id !== undefined && !visible(existing)) return dboError('Not found.', 404);
  const newId = id ?? String(context.state.nextId(key));
  const org = context.state.orgTree(context.scenario, context.seed).byNumber.get(orgNumber);
  const set: Entity = {
    UndoOf: null,
    UndoneBy: null,
    PlanName: null,
    Value: null,
    ...existing?.set,
    ...body,
    Id: Number(newId),
    OrgNumber: existing?.set.OrgNumber ?? orgNumber,
    Admin: existing?.set.Admin ?? context.admin ?? 'demo',
    When: existing?.set.When ?? (context.now?.() ?? new Date()).toISOString(),
  };
  const scope =
    existing?.scope ?? (org ? org.path.map((entry) => entry.number ?? '') : [orgNumber]);
  context.state.put<StoredSet>(key, newId, { set, scope });
  return json(200, set);
}

/** Where an org is among a stored change set's results (its order), or -1. */
export function resultIndex(
  context: Pick<MockContext, 'scenario' | 'seed' | 'state'>,
  changeSetId: number,
  orgNumber: string,
): number {
  const stored = context.state.collection<StoredSet>(setsKey(context as MockContext), () => []);
  const results = stored.get(String(changeSetId))?.set.Results;
  return Array.isArray(results)
    ? results.findIndex((result: { OrgNumber?: unknown }) => result.OrgNumber === orgNumber)
    : -1;
}
