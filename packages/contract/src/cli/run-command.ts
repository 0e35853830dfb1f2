import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundledContract, fileContract } from '../run/contract-source.js';
import { runContract } from '../run/run-contract.js';
import { formatRunJunit, formatRunTable } from '../run/run-report.js';
import { type CliIo, UsageError } from './cli-io.js';

/** The usage text of `guestnet-contract run`. */
export const RUN_USAGE = `Usage: guestnet-contract run --base-url URL (--token T | --username U --password P [--realm R])
       [--spec FILE...] [--only TAG|OPERATION...] [--include-writes] [--org ORG_NUMBER]
       [--seed N] [--junit FILE] [--show-token] [--timeout MS]

Checks a live backend against the specs (default: the specs bundled with @guestnet/sdk).
Read-only unless --include-writes; writes run create -> read -> update -> delete and clean up.
A call not answered within --timeout fails that operation, and a refused sign-in leaves only the
checks that need no token; both are reported, and the run goes on.
Exit code: 0 every check passed, 1 a check failed, 2 a usage or connection error.
`;

/**
 * Runs `guestnet-contract run` and resolves to the exit code.
 *
 * @example
 * const code = await runCommand(['--base-url', 'http://127.0.0.1:4010', '--token', t], processIo());
 */
export async function runCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      realm: { type: 'string' },
      spec: { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      'include-writes': { type: 'boolean', default: false },
      org: { type: 'string' },
      seed: { type: 'string', default: '1' },
      junit: { type: 'string' },
      'show-token': { type: 'boolean', default: false },
      timeout: { type: 'string', default: '30000' },
    },
    strict: true,
  });
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl))
    throw new UsageError('--base-url http(s)://… is required');
  if (!values.token && !(values.username && values.password)) {
    throw new UsageError('give --token, or --username and --password');
  }
  const seed = Number(values.seed);
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(seed) || !(timeoutMs > 0))
    throw new UsageError('--seed and --timeout are numbers');
  const source = values.spec
    ? fileContract(values.spec.map((s) => resolve(io.cwd, s)))
    : bundledContract();
  const result = await runContract({
    baseUrl,
    source,
    token: values.token,
    username: values.username,
    password: values.password,
    realm: values.realm,
    org: values.org,
    only: (values.only ?? []).flatMap((o) => o.split(',')).filter(Boolean),
    includeWrites: values['include-writes'],
    seed,
    showToken: values['show-token'],
    timeoutMs,
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  for (const warning of result.warnings) io.stderr(`guestnet-contract: ${warning}\n`);
  io.stdout(formatRunTable(result));
  if (values.junit) writeFileSync(resolve(io.cwd, values.junit), formatRunJunit(result));
  return result.passed ? 0 : 1;
}
