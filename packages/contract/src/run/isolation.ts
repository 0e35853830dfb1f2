import { isObject } from '@guestnet/sdk/spec';
import type { Expectation } from './answer-checks.js';
import type { ApiResponse } from './api-call.js';
import type { ContractSession } from './contract-session.js';
import type { ContractOperation } from './contract-source.js';
import { isRead } from './operation-plan.js';
import { lastOfPath, pointerValues, withPointer } from './org-scope.js';
import { defaultPayload, type RequestVariant } from './request-builder.js';

/** A sign-in the isolation check calls as: `--identity name=user:password`, or one of a file. */
export interface Identity {
  name: string;
  username: string;
  password: string;
  /** Features its role lacks (`x-org-scope.feature` ids): those operations must be refused. */
  lacks?: string[];
}

/** A signed-in identity and the org that owns it. */
export interface Member {
  identity: Identity;
  token: string;
  owner: string;
}

const changedCount = (before: unknown[], after: unknown[]) => {
  const now = new Set(after.map((r) => JSON.stringify(r)));
  return before.filter((r) => !now.has(JSON.stringify(r))).length;
};

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** An org that does not exist anywhere: every reach must refuse it. */
export const UNKNOWN_ORG = 'ZZ-999999999';

type Relation = 'inside' | 'parent' | 'sibling' | 'cousin' | 'unknown org';

const accepted = (response: ApiResponse) =>
  response.status >= 200 &&
  response.status < 300 &&
  !(isObject(response.json) && response.json.Error);
const declares = (op: ContractOperation, status: number) =>
  op.responses.some((r) => r.status === String(status));

/**
 * What an identity gets outside its reach, or for a feature its role lacks: the refusal the specs
 * declare (dbo: 200 with Error and Code 403; AdminApi: 403, or the status `x-org-scope.refusal`
 * names), or, where the operation declares no refusal (a list), a success that leaves out every
 * org outside the reach. `reach` holds every answer to the caller's own subtree.
 */
function refusal(
  op: ContractOperation,
  relation: Relation,
  lacks: boolean,
  reach: string,
): Expectation {
  if (op.transport === 'dbo') {
    // An org that does not exist may also be answered as unknown (404).
    return {
      success: false,
      statuses: [],
      code: relation === 'unknown org' ? [403, 404] : 403,
      reach,
    };
  }
  const declared = [403, 404].filter((s) => declares(op, s));
  const wanted = lacks ? [403] : op.orgScope?.refusal ? [op.orgScope.refusal] : declared;
  const statuses = wanted.filter((s) => declares(op, s));
  if (statuses.length === 0 && declared.length === 0) return { success: true, reach };
  return { success: false, statuses: statuses.length > 0 ? statuses : declared, reach };
}

// The records of an answer: an array, an `Items` page, or a report's `Rows` page.
const recordsOf = (body: unknown) =>
  (Array.isArray(body)
    ? body
    : isObject(body) && Array.isArray(body.Items)
      ? body.Items
      : isObject(body) && Array.isArray(body.Rows)
        ? body.Rows
        : []
  ).filter(isObject);

/**
 * The isolation check (docs/decisions/contract-runner-tenants.md): every identity calls every
 * org-scoped operation on its own org (must succeed, unless its role lacks the operation's
 * feature) and on orgs outside its reach: the parent, a sibling, a cousin under another branch
 * and an org that does not exist (each must be refused as declared, hold no other org's record
 * and, for a write, change nothing: the org's list, read as an identity that owns it, is the
 * same before and after). Returns the lines of the report's isolation summary.
 *
 * @example
 * const lines = await runIsolation(session, operations, members, { includeWrites: true });
 */
export async function runIsolation(
  session: ContractSession,
  operations: ContractOperation[],
  members: Member[],
  options: { includeWrites: boolean },
): Promise<string[]> {
  const { tree } = session;
  const all = session.context.source.operations;
  const success: Expectation = { success: true };
  const treeOp = all.find((op) => op.orgScope?.in === 'path' && op.orgScope.answer === '/number');
  // Learn the tree as each identity sees it: its own org and what lies below it.
  if (treeOp?.orgScope) {
    const name = treeOp.orgScope.name ?? 'orgNumber';
    for (const member of members) {
      const queue = [member.owner];
      for (let calls = 0; queue.length > 0 && calls < 25; calls++) {
        const org = queue.shift() as string;
        const { response } = await session.call(
          treeOp,
          'isolation',
          { success: true, reach: member.owner },
          { token: member.token, params: { [name]: org } },
          `${member.identity.name} on ${org} (inside)`,
        );
        const children = isObject(response.json) ? response.json.children : undefined;
        for (const child of Array.isArray(children) ? children : []) {
          if (isObject(child) && typeof child.number === 'string') queue.push(child.number);
        }
      }
    }
  }
  const known = new Set([...tree.parents.keys(), ...members.map((m) => m.owner)]);
  const targetsOf = (member: Member): Array<[Relation, string]> => {
    const { owner } = member;
    const ancestors = tree.ancestors(owner);
    const outside = [...known].filter(
      (org) => !tree.within(org, owner) && !ancestors.includes(org),
    );
    const parent = ancestors[0];
    const sibling = outside.find((org) => parent && tree.parents.get(org) === parent);
    // The cousin farthest away: the org whose nearest common ancestor is highest up.
    const lcaDepth = (org: string) => {
      const shared = [org, ...tree.ancestors(org)].find((a) => ancestors.includes(a));
      return shared ? ancestors.indexOf(shared) : ancestors.length;
    };
    const cousin = outside
      .filter((org) => org !== sibling && !(parent && tree.within(org, parent)))
      .sort((a, b) => lcaDepth(b) - lcaDepth(a))[0];
    const targets: Array<[Relation, string]> = [['inside', owner]];
    if (parent) targets.push(['parent', parent]);
    if (sibling) targets.push(['sibling', sibling]);
    if (cousin) targets.push(['cousin', cousin]);
    // An org the tree lacks is outside every reach but the whole tree's: an administrator of a
    // root may be told it is unknown in whatever way the operation answers unknown orgs.
    if (parent) targets.push(['unknown org', UNKNOWN_ORG]);
    return targets;
  };
  const lines: string[] = [];
  const stats = new Map<string, { calls: number; failed: number }>();
  const missing = new Set<string>();
  const nothingToWrite = new Map<ContractOperation, Set<string>>();
  for (const member of members) {
    const relations = targetsOf(member).map(([r]) => r);
    if (!relations.includes('parent')) {
      missing.add(
        `${member.identity.name}: owns a root (${member.owner}), so nothing is outside its reach`,
      );
      continue;
    }
    for (const relation of ['sibling', 'cousin'] as const) {
      if (!relations.includes(relation))
        missing.add(
          `${member.identity.name}: no ${relation} of ${member.owner} is known to any identity`,
        );
    }
  }

  // Who may read an org back: an identity (or the run's own sign-in) whose reach holds it and
  // whose role grants the feature.
  const ownerOf = (org: string, feature?: string) =>
    members.find(
      (m) => tree.within(org, m.owner) && !(feature && m.identity.lacks?.includes(feature)),
    );
  const listOf = (op: ContractOperation) => {
    const entity = /^(?:save|add|delete|get|update|rename)([A-Z]\w*)$/.exec(op.operationId)?.[1];
    if (entity) {
      const list = all.find((o) =>
        [`list${entity}s`, `list${entity}es`, `list${entity}`].includes(o.operationId),
      );
      if (list) return list;
    }
    if (op.transport === 'dbo') return undefined;
    // REST: the GET of the collection (`/things` for `/things/{id}`).
    const collection = op.path.replace(/\/\{[^}]+\}$/, '');
    return all.find((o) => o.method === 'get' && o.path === collection && o.orgScope);
  };
  // The variant of a call on `org`: the positive call with the org (and an Id) swapped in.
  const onOrg = (op: ContractOperation, org: string, id?: unknown): RequestVariant => {
    const scope = op.orgScope;
    const name = scope?.name;
    if (!scope?.in || !name) return {};
    const idParam = op.parameters.find((p) => p.in === 'path' && p.name !== name);
    const params: Record<string, string> = {};
    if (scope.in !== 'body') params[name] = org;
    if (idParam && id !== undefined) params[idParam.name] = String(id);
    let payload = defaultPayload(op, session.context);
    if (scope.in === 'body') {
      const pointer = name.startsWith('/') ? name : `/${name}`;
      // A tree path (`GN-1000-GN-1023-GN-1042`) names the org with its ancestors.
      const current = pointerValues(payload, pointer)[0];
      const value =
        typeof current === 'string' && lastOfPath(current) !== current && org !== UNKNOWN_ORG
          ? [...tree.ancestors(org).reverse(), org].join('-')
          : org;
      payload = withPointer(payload, pointer, value);
    }
    if (isObject(payload) && id !== undefined && takesId(op)) payload = { ...payload, Id: id };
    return { params, ...(payload === undefined ? {} : { payload }) };
  };
  // A payload with an Id (a read by id), or a save whose schema takes one (an update).
  const takesId = (op: ContractOperation) => {
    const payload = defaultPayload(op, session.context);
    if (isObject(payload) && 'Id' in payload) return true;
    if (op.transport !== 'dbo' || !op.requestBody) return false;
    const schema = session.context.source.resolveSchema(op, op.requestBody.schema);
    const item = Array.isArray(schema.prefixItems) ? schema.prefixItems[1] : undefined;
    const resolved = isObject(item) ? session.context.source.resolveSchema(op, item) : {};
    return isObject(resolved.properties) && 'Id' in resolved.properties;
  };
  // Other records the payload names (a batch's BatchId): the runner cannot pick valid ones in
  // another org, so such calls are left to the positive call of the run.
  const namesOthers = (op: ContractOperation) => {
    const payload = defaultPayload(op, session.context);
    return isObject(payload) && Object.keys(payload).some((k) => /.Id$/.test(k));
  };
  const needsId = (op: ContractOperation) => {
    const payload = defaultPayload(op, session.context);
    return (
      (isObject(payload) && 'Id' in payload) ||
      op.parameters.some((p) => p.in === 'path' && p.name !== op.orgScope?.name)
    );
  };
  // The records of an org, as an identity that owns it reads them.
  const listed = new Map<string, Record<string, unknown>[] | undefined>();
  const recordsIn = async (op: ContractOperation, org: string) => {
    const list = listOf(op);
    const owner = ownerOf(org, op.orgScope?.feature);
    // An unknown org has no owner to read it back, the whole tree's administrator included.
    if (!list || !owner || namesOthers(list) || org === UNKNOWN_ORG) return undefined;
    const key = `${list.operationId}|${org}`;
    if (!listed.has(key)) {
      const { response } = await session.call(
        list,
        'isolation-read-back',
        success,
        { ...onOrg(list, org), token: owner.token },
        `${owner.identity.name} reads ${org} back`,
      );
      listed.set(key, accepted(response) ? recordsOf(response.json) : undefined);
    }
    return listed.get(key);
  };
  // A record's id: the field named as the operation's id parameter (a guest account's `Account`
  // for `/guest-accounts/{account}`), else its `Id`.
  const idOf = (record: Record<string, unknown> | undefined, op?: ContractOperation) => {
    if (!record) return undefined;
    const param = op?.parameters.find((p) => p.in === 'path' && p.name !== op.orgScope?.name);
    const key = param && Object.keys(record).find((k) => sameName(k, param.name));
    return key ? record[key] : (record.Id ?? record.id);
  };
  // An Id of another org's records that one's own org does not have (ids may be counted per org).
  const idNotIn = async (
    op: ContractOperation,
    own: string,
    records: Record<string, unknown>[] | undefined,
  ) => {
    if (!records || records.length === 0) return undefined;
    const mine = await recordsIn(op, own);
    if (!mine) return undefined;
    const taken = new Set(mine.map((r) => JSON.stringify(idOf(r, op))));
    return records
      .map((r) => idOf(r, op))
      .find((id) => id !== undefined && !taken.has(JSON.stringify(id)));
  };

  const count = (member: Member, passed: boolean) => {
    const entry = stats.get(member.identity.name) ?? { calls: 0, failed: 0 };
    entry.calls++;
    if (!passed) entry.failed++;
    stats.set(member.identity.name, entry);
  };

  for (const op of operations.filter((o) => o.orgScope && o.transport !== 'anonymous-json')) {
    const read = isRead(op);
    if (!read && !options.includeWrites) {
      session.note(op, 'isolation of a write: checked with --include-writes');
      continue;
    }
    for (const member of members) {
      const lacks =
        !!op.orgScope?.feature && !!member.identity.lacks?.includes(op.orgScope.feature);
      if (!op.orgScope?.in) {
        // It names no org (the tree's roots, a search): everything it answers is in the reach.
        if (!read) continue;
        const label = `${member.identity.name} (owner ${member.owner})`;
        const expect = lacks
          ? refusal(op, 'inside', true, member.owner)
          : { success: true as const, reach: member.owner };
        const call = await session.call(op, 'isolation', expect, { token: member.token }, label);
        count(member, call.passed);
        continue;
      }
      for (const [relation, org] of targetsOf(member)) {
        const label = `${member.identity.name} on ${org} (${relation}${lacks && relation === 'inside' ? `, lacks ${op.orgScope?.feature}` : ''})`;
        const inside = relation === 'inside' && !lacks;
        if (read) {
          if (relation === 'inside' && !lacks && namesOthers(op)) continue;
          const records = needsId(op) ? await recordsIn(op, org) : undefined;
          const id = idOf(records?.[0], op);
          if (inside && needsId(op) && id === undefined) continue;
          const expect = inside
            ? { success: true as const, reach: member.owner }
            : refusal(op, relation, lacks, member.owner);
          const { passed } = await session.call(
            op,
            'isolation',
            expect,
            { ...onOrg(op, org, id), token: member.token },
            label,
          );
          count(member, passed);
          // Another org's record asked for through one's own org: refused or unknown, never shown.
          const foreignId = await idNotIn(op, member.owner, records);
          if (
            relation !== 'inside' &&
            relation !== 'unknown org' &&
            foreignId !== undefined &&
            !lacks
          ) {
            const id = foreignId;
            const byId = op.transport === 'dbo' ? { statuses: [] } : { statuses: [403, 404] };
            const mine = await session.call(
              op,
              'isolation',
              { success: false, ...byId },
              { ...onOrg(op, member.owner, id), token: member.token },
              `${member.identity.name} on ${member.owner} asking for ${org}'s record ${String(id)}`,
            );
            count(member, mine.passed);
          }
          continue;
        }
        if (inside) continue; // Writes inside the reach are the write flows' job.
        await refusedWrite(op, member, relation, org, label);
      }
    }
  }

  async function refusedWrite(
    op: ContractOperation,
    member: Member,
    relation: Relation,
    org: string,
    label: string,
  ) {
    const before = await recordsIn(op, org);
    listed.delete(`${listOf(op)?.operationId}|${org}`);
    const id = idOf(before?.[0], op);
    if (needsId(op) && id === undefined && relation !== 'unknown org') {
      const empty = nothingToWrite.get(op) ?? new Set();
      nothingToWrite.set(op, empty.add(org));
      return;
    }
    const refused = refusal(op, relation, relation === 'inside', member.owner);
    const first = needsId(op) ? (id ?? 2147483647) : undefined;
    await attempt(op, member, org, before, refused, onOrg(op, org, first), label);
    // A save that creates without an Id also updates with one: that update is refused too.
    if (first === undefined && id !== undefined && takesId(op)) {
      const update = `${label}, updating record ${String(id)}`;
      await attempt(op, member, org, before, refused, onOrg(op, org, id), update);
    }
    // Another org's record named through one's own org: refused or unknown, and left as it was.
    const foreignId = await idNotIn(op, member.owner, before);
    if (
      foreignId !== undefined &&
      takesId(op) &&
      relation !== 'unknown org' &&
      relation !== 'inside'
    ) {
      const id = foreignId;
      const byId: Expectation =
        op.transport === 'dbo'
          ? { success: false, statuses: [] }
          : { success: false, statuses: [403, 404] };
      const mine = `${member.identity.name} on ${member.owner} writing to ${org}'s record ${String(id)}`;
      await attempt(op, member, org, before, byId, onOrg(op, member.owner, id), mine);
    }
  }

  // One write outside the reach, and the read-back (as the org's owner) that proves it changed
  // nothing; whatever it wrongly created is deleted again.
  async function attempt(
    op: ContractOperation,
    member: Member,
    org: string,
    before: Record<string, unknown>[] | undefined,
    expect: Expectation,
    variant: RequestVariant,
    label: string,
  ) {
    const list = listOf(op);
    const { response, passed } = await session.call(
      op,
      'isolation',
      expect,
      { ...variant, token: member.token },
      label,
    );
    count(member, passed);
    if (org === UNKNOWN_ORG || !before || !list) return;
    const after = await recordsIn(op, org);
    listed.delete(`${list.operationId}|${org}`);
    const owner = ownerOf(org, op.orgScope?.feature);
    // Undo what a wrongly accepted create added, so the run leaves the org as it was.
    const known = new Set(before.map((r) => JSON.stringify(idOf(r))));
    const added = (after ?? []).filter((r) => !known.has(JSON.stringify(idOf(r))));
    const remove =
      all.find((o) => o.operationId === op.operationId.replace(/^(save|add|create)/, 'delete')) ??
      all.find((o) => o.method === 'delete' && o.path.startsWith(`${op.path}/`));
    if (owner && remove) {
      for (const record of added) {
        await session.call(
          remove,
          'cleanup',
          success,
          { ...onOrg(remove, org, idOf(record)), token: owner.token },
          `${owner.identity.name} undoes ${label}`,
        );
      }
    }
    const same = JSON.stringify(after) === JSON.stringify(before);
    session.record(op, {
      call: 'isolation-read-back',
      check: 'nothing-changed',
      passed: same,
      message: same
        ? `${label}: ${owner?.identity.name} reads ${org} back unchanged`
        : `${label}: answered ${response.status}, and ${owner?.identity.name} reads ${org} back changed (${added.length} added, ${changedCount(before, after ?? [])} changed or removed)`,
    });
    count(member, same);
  }

  for (const [op, orgs] of nothingToWrite)
    session.note(op, `isolation: no record to write to in ${[...orgs].join(', ')}`);
  for (const member of members) {
    const entry = stats.get(member.identity.name) ?? { calls: 0, failed: 0 };
    lines.push(
      `  ${member.identity.name} (owner ${member.owner}${member.identity.lacks?.length ? `, lacks ${member.identity.lacks.join(', ')}` : ''}): ${entry.calls} calls and read-backs, ${entry.failed} failed`,
    );
  }
  for (const text of missing) lines.push(`  ${text}`);
  return lines;
}
