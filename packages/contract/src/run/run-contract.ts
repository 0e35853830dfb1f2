import { isObject } from '@guestnet/sdk/spec';
import { ContractSession, type OperationResult } from './contract-session.js';
import type { ContractOperation, ContractSource } from './contract-source.js';
import { type Coverage, coverageOf } from './coverage.js';
import { generatedInput } from './generated-input.js';
import { type Identity, type Member, runIsolation } from './isolation.js';
import { negativeCalls, noTokenCall } from './negative-calls.js';
import { isRead, planWrites } from './operation-plan.js';
import { AGREEMENT_OPERATIONS, runReportAgreement } from './report-agreement.js';
import { defaultPayload } from './request-builder.js';
import { runIdempotencyCheck, runWriteFlow } from './write-flows.js';

/** Options of {@link runContract}; the CLI's flags. */
export interface RunOptions {
  baseUrl: string;
  source: ContractSource;
  token?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  realm?: string | undefined;
  org?: string | undefined;
  /** Operation ids or tags; empty means every operation. */
  only?: string[];
  includeWrites?: boolean;
  seed?: number;
  showToken?: boolean;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Where the replay file of every failure goes; none written without it. */
  replayDir?: string;
  /** With two or more: the isolation check signs in as each (docs/decisions/contract-runner-tenants.md). */
  identities?: Identity[];
  /** The clock the agreement check's ranges are counted from (yesterday, the week to it); default now. */
  now?: () => Date;
}

/** Everything a run found. */
export interface RunResult {
  operations: OperationResult[];
  /** True when every check of every call passed. */
  passed: boolean;
  /** The token the run used, so reports can mask it; none when the sign-in failed. */
  token: string | undefined;
  /** What kept the run from checking everything (a refused sign-in), for the person running it. */
  warnings: string[];
  /** Operation × declared status: which answers the run saw. */
  coverage: Coverage;
  /** The writes a read-only run did not check. */
  uncheckedWrites: number;
  /** The isolation check's summary, one line per identity; empty without identities. */
  isolation: string[];
  /**
   * The agreement check's summary (the Overview's figures against the reports' totals), one line
   * per org; empty when the run's selection does not hold the four operations it compares.
   */
  agreement: string[];
}

const entityOfList = (id: string) => /^list([A-Z]\w*)$/.exec(id)?.[1];
const signsIn = (op: ContractOperation) => /^(re)?login$/i.test(op.operationId);

/** What a list that answered an empty page leaves for its read by Id. */
const EMPTY_LIST = Symbol('empty list');

// The list whose first item a get reads: `listDevices` for `getDevice`, else a list named by a
// prefix (`listAdminHistory` for `getAdminHistoryEntry`). Its first Id, or EMPTY_LIST when it
// answered none.
function listedIdFor(listedIds: Map<string, unknown>, getId: string): unknown {
  const entity = /^get([A-Z]\w*)$/.exec(getId)?.[1];
  if (!entity) return undefined;
  for (const plural of [`${entity}s`, `${entity}es`, entity]) {
    if (listedIds.has(plural)) return listedIds.get(plural);
  }
  return [...listedIds].find(([list]) => entity.startsWith(list))?.[1];
}

// Signs in with the credentials through the spec's Login (or Relogin): the token, or why not,
// recorded as the `sign-in` check of that operation.
async function signIn(
  session: ContractSession,
  options: Pick<RunOptions, 'username' | 'password' | 'realm'>,
  op: ContractOperation,
) {
  const payload = {
    ...(defaultPayload(op, session.context) as object),
    Username: options.username,
    Password: options.password,
    ...(options.realm ? { Realm: options.realm } : {}),
  };
  const { response } = await session.call(op, 'positive', { success: true }, { payload });
  const body = isObject(response.json) ? response.json : {};
  const token = Object.entries(body).find(
    ([k, v]) => /token/i.test(k) && typeof v === 'string' && v,
  )?.[1];
  const error =
    typeof token === 'string'
      ? undefined
      : response.status === 0
        ? 'no answer in time'
        : typeof body.Error === 'string' && body.Error
          ? body.Error
          : `status ${response.status} and no token in the answer`;
  const message = error
    ? `Login as ${options.username} failed: ${error}`
    : `signed in as ${options.username}`;
  session.record(op, { call: 'positive', check: 'sign-in', passed: !error, message });
  return error ? { error: message } : { token: token as string };
}

/**
 * Checks a live backend against the specs: a positive call per operation with its checks, the
 * negative calls, and with `includeWrites` the create → read → update → delete flows.
 *
 * @example
 * const result = await runContract({ baseUrl: 'http://127.0.0.1:4010', source: bundledContract(),
 *   username: 'demo', password: 'demo' });
 * process.exitCode = result.passed ? 0 : 1;
 */
export async function runContract(options: RunOptions): Promise<RunResult> {
  const { source } = options;
  const only = (options.only ?? []).map((o) => o.toLowerCase());
  const matches = (op: ContractOperation) =>
    only.length === 0 ||
    only.includes(op.operationId.toLowerCase()) ||
    op.tags.some((t) => only.includes(t.toLowerCase()));
  const named = (name: string) =>
    source.operations.some(
      (op) =>
        op.operationId.toLowerCase() === name || op.tags.some((t) => t.toLowerCase() === name),
    );
  const unknown = (options.only ?? []).filter((name) => !named(name.toLowerCase()));
  if (unknown.length > 0) throw new Error(`--only ${unknown.join(', ')}: no such operation or tag`);
  const operations = source.operations.filter(matches);
  const context = {
    baseUrl: options.baseUrl,
    org: options.org,
    seed: options.seed ?? 1,
    source,
    token: options.token,
  };
  const session = new ContractSession(context, {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 30_000,
    showToken: options.showToken ?? false,
    password: options.password,
    replayDir: options.replayDir,
  });
  const loginOp = source.operations.find((op) => op.operationId === 'login');
  const warnings: string[] = [];
  if (!context.token) {
    if (!loginOp || !options.username)
      throw new Error('Give --token, or --username and --password');
    const signedIn = await signIn(session, options, loginOp);
    if ('token' in signedIn) context.token = signedIn.token;
    else {
      const reason = signedIn.error.replace(/\.?$/, '.');
      warnings.push(`${reason} Only the checks that need no token were run.`);
    }
  }
  // Without a token only what needs none is checked: anonymous operations, and the no-token
  // call of every other read (a backend that answers it is open to anyone).
  const signedOut = !context.token;
  const needsToken = (op: ContractOperation) => signedOut && op.transport !== 'anonymous-json';

  const listedIds = new Map<string, unknown>();
  for (const op of operations) {
    if (!isRead(op)) {
      if (!options.includeWrites) session.note(op, 'a write: checked with --include-writes');
      else if (needsToken(op)) session.note(op, 'not run: the sign-in failed');
      continue;
    }
    if (signsIn(op)) {
      if (options.username && !session.results.has(op.operationId))
        await signIn(session, options, op);
      else if (!options.username) session.note(op, 'positive call needs --username and --password');
    } else if (needsToken(op)) {
      session.note(op, 'no positive call: the sign-in failed');
      await noTokenCall(session, op);
      continue;
    } else {
      const listed = listedIdFor(listedIds, op.operationId);
      const payload = defaultPayload(op, context);
      // A read by Id whose list answered no record (a backend with no change sets yet) has
      // nothing to read: the example's Id would only prove that it is missing.
      if (listed === EMPTY_LIST && isObject(payload) && 'Id' in payload) {
        session.note(op, 'no positive call: its list answered no record to read');
        await negativeCalls(session, op, {});
        continue;
      }
      const variant =
        listed !== undefined && isObject(payload) && 'Id' in payload
          ? { payload: { ...payload, Id: listed } }
          : {};
      const { response } = await session.call(op, 'positive', { success: true }, variant);
      const list = entityOfList(op.operationId);
      const items =
        isObject(response.json) && Array.isArray(response.json.Items) ? response.json.Items : [];
      if (list && isObject(items[0]) && items[0].Id !== undefined) listedIds.set(list, items[0].Id);
      else if (list && isObject(response.json) && Array.isArray(response.json.Items))
        listedIds.set(list, EMPTY_LIST);
      // The generated valid input: seeded optional fields on top of the call above (its Id too).
      const generated = generatedInput(op, context);
      if (generated) {
        const payload =
          isObject(generated.payload) && isObject(variant.payload)
            ? { ...generated.payload, ...variant.payload }
            : generated.payload;
        const call = payload === undefined ? generated : { ...generated, payload };
        await session.call(op, 'generated', { success: true }, call);
      }
      await negativeCalls(session, op, variant);
      continue;
    }
    await negativeCalls(session, op);
  }

  if (options.includeWrites) {
    const plan = planWrites(
      source,
      operations.filter((op) => !needsToken(op)),
    );
    for (const flow of plan.flows) {
      await runWriteFlow(session, flow);
      await runIdempotencyCheck(session, flow);
    }
    for (const op of plan.irreversible) {
      session.note(op, 'no positive call: the spec offers no way to undo it');
      await negativeCalls(session, op);
    }
  }

  // docs/decisions/contract-runner-agreement.md: the Overview's figures are the reports' totals.
  const selected = new Set(operations.map((op) => op.operationId));
  const agreement =
    context.token && AGREEMENT_OPERATIONS.every((id) => selected.has(id))
      ? await runReportAgreement(session, {
          now: (options.now ?? (() => new Date()))(),
          org: options.org,
        })
      : [];

  const isolation =
    (options.identities?.length ?? 0) > 0 && loginOp
      ? await isolationOf(session, operations, options, loginOp, warnings)
      : [];

  const results = operations.map((op) => session.resultOf(op));
  const passed = results.every((r) => r.checks.every((c) => c.passed));
  const coverage = coverageOf(operations, session.seen, {
    includeWrites: !!options.includeWrites,
    isolation: isolation.length > 0,
  });
  const uncheckedWrites = options.includeWrites ? 0 : operations.filter((op) => !isRead(op)).length;
  return {
    operations: results,
    passed,
    token: context.token,
    warnings,
    coverage,
    uncheckedWrites,
    isolation,
    agreement,
  };
}

// Signs in every identity, reads the org that owns it, and runs the isolation check.
async function isolationOf(
  session: ContractSession,
  operations: ContractOperation[],
  options: RunOptions,
  loginOp: ContractOperation,
  warnings: string[],
): Promise<string[]> {
  const identities = options.identities ?? [];
  if (identities.length < 2) {
    warnings.push('--isolation needs two or more identities: the isolation check was not run.');
    return [];
  }
  const account = session.context.source.operations.find((op) => op.operationId === 'getAccount');
  const members: Member[] = [];
  for (const identity of identities) {
    session.maskPassword(identity.password);
    const signedIn = await signIn(
      session,
      { username: identity.username, password: identity.password, realm: options.realm },
      loginOp,
    );
    const token = signedIn.token;
    if (!token) continue;
    const answer = account
      ? (await session.call(account, 'isolation', { success: true }, { token }, identity.name))
          .response.json
      : undefined;
    const owner = isObject(answer)
      ? Object.entries(answer).find(([k, v]) => /^owner ?org/i.test(k) && typeof v === 'string')
      : undefined;
    if (!owner) {
      warnings.push(
        `${identity.name}: the account names no owner org, so it was left out of the isolation check.`,
      );
      continue;
    }
    members.push({ identity, token, owner: owner[1] as string });
  }
  return runIsolation(session, operations, members, { includeWrites: !!options.includeWrites });
}
