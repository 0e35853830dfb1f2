import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isObject } from '@guestnet/sdk/spec';
import { sendRequest } from '../run/api-call.js';
import { bundledContract, type ContractSource, fileContract } from '../run/contract-source.js';
import { readReplay, replayCall } from '../run/replay-file.js';
import { buildRequest, defaultPayload } from '../run/request-builder.js';
import { type CliIo, UsageError } from './cli-io.js';

/** The usage text of `guestnet-contract replay`. */
export const REPLAY_USAGE = `Usage: guestnet-contract replay FILE (--token T | --username U --password P [--realm R])
       [--base-url URL] [--spec FILE...] [--times N] [--timeout MS]

Sends the call of a replay file (written by guestnet-contract run for every failure) again, with
a fresh token from a new sign-in, and checks the answer as the run did. --times N sends it N
times and says whether every verdict was the same. The file names the identity of an isolation
failure: sign in as that one. --base-url defaults to the run's.
Exit code: 0 the failure is gone, 1 it is reproduced, 2 a usage or connection error.
`;

// Signs in through the spec's Login and returns the token.
async function signIn(
  source: ContractSource,
  baseUrl: string,
  credentials: { username: string; password: string; realm?: string | undefined },
  fetchImpl: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<string> {
  const login = source.operations.find((op) => op.operationId === 'login');
  if (!login) throw new Error('The specs have no login operation: give --token');
  const context = { baseUrl, seed: 1, source };
  const payload = {
    ...(defaultPayload(login, context) as object),
    Username: credentials.username,
    Password: credentials.password,
    ...(credentials.realm ? { Realm: credentials.realm } : {}),
  };
  const response = await sendRequest(
    fetchImpl,
    buildRequest(login, context, { payload }),
    timeoutMs,
  );
  const body = isObject(response.json) ? response.json : {};
  const token = Object.entries(body).find(
    ([k, v]) => /token/i.test(k) && typeof v === 'string' && v,
  )?.[1];
  if (typeof token !== 'string') throw new Error(`Login as ${credentials.username} failed`);
  return token;
}

/**
 * Runs `guestnet-contract replay FILE` and resolves to the exit code: 1 when the failure is
 * reproduced, 0 when it is gone.
 *
 * @example
 * const code = await replayCommand(['contract-report/replays/001-getDevice-positive.json',
 *   '--username', 'demo', '--password', 'demo'], processIo());
 */
export async function replayCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      realm: { type: 'string' },
      spec: { type: 'string', multiple: true },
      times: { type: 'string', default: '1' },
      timeout: { type: 'string', default: '30000' },
    },
    strict: true,
  });
  const [path] = positionals;
  if (!path || positionals.length > 1) throw new UsageError('give one replay FILE');
  if (!values.token && !(values.username && values.password))
    throw new UsageError('give --token, or --username and --password');
  const times = Number(values.times);
  const timeoutMs = Number(values.timeout);
  if (!(Number.isInteger(times) && times >= 1) || !(timeoutMs > 0))
    throw new UsageError('--times and --timeout are positive numbers');
  const file = readReplay(resolve(io.cwd, path));
  const source = values.spec
    ? fileContract(values.spec.map((s) => resolve(io.cwd, s)))
    : bundledContract();
  const fetchImpl = io.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = values['base-url'] ?? file.baseUrl;
  const token =
    values.token ??
    (await signIn(
      source,
      baseUrl,
      {
        username: values.username as string,
        password: values.password as string,
        realm: values.realm,
      },
      fetchImpl,
      timeoutMs,
    ));
  io.stdout(
    `${file.operation.operationId} ${file.call}${file.label ? ` (${file.label})` : ''}, seed ${file.seed}: failed ${file.failed.map((f) => f.check).join(', ')}\n`,
  );
  const verdicts: boolean[] = [];
  for (let i = 0; i < times; i++) {
    const verdict = await replayCall(file, {
      source,
      token,
      password: values.password,
      baseUrl,
      fetch: fetchImpl,
      timeoutMs,
    });
    verdicts.push(verdict.reproduced);
    const checks = verdict.failed.map((f) => `${f.check}: ${f.message}`).join('; ');
    io.stdout(
      verdict.reproduced
        ? `  ${i + 1}: reproduced (status ${verdict.status}) ${checks}\n`
        : `  ${i + 1}: not reproduced (status ${verdict.status})${checks ? `; other failures: ${checks}` : ''}\n`,
    );
  }
  const reproduced = verdicts.filter(Boolean).length;
  const same = reproduced === 0 || reproduced === verdicts.length;
  io.stdout(
    `${reproduced} of ${verdicts.length} replays reproduced the failure${same ? '' : ': the verdict changed between replays'}\n`,
  );
  return reproduced > 0 ? 1 : 0;
}
