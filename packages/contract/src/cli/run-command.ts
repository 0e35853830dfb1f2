import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { bundledContract, fileContract } from '../run/contract-source.js';
import { formatCoverageMarkdown } from '../run/coverage.js';
import type { Identity } from '../run/isolation.js';
import { runContract } from '../run/run-contract.js';
import { formatRunJunit, formatRunTable } from '../run/run-report.js';
import { type CliIo, UsageError } from './cli-io.js';

/** The usage text of `guestnet-contract run`. */
export const RUN_USAGE = `Usage: guestnet-contract run --base-url URL (--token T | --username U --password P [--realm R])
       [--spec FILE...] [--only TAG|OPERATION...] [--include-writes] [--org ORG_NUMBER]
       [--seed N] [--junit FILE] [--show-token] [--timeout MS]
       [--isolation (--identity NAME=USER:PASSWORD... | --identities FILE) [--lacks NAME=FEATURE...]]
       [--report-dir DIR] [--min-coverage PERCENT]

Checks a live backend against the specs (default: the specs bundled with @guestnet/sdk).
Read-only unless --include-writes; writes run create -> read -> update -> delete and clean up.
--isolation signs in as each identity (two or more) and checks that none reaches an org outside
its owner org, nor a feature its role lacks (--lacks, or "lacks" in the identities file).
When the selection holds the Overview (getReportSummary) and its three reports, the run also
checks that their figures agree to the cent, reads only, at most 59 calls.
A call not answered within --timeout fails that operation, and a refused sign-in leaves only the
checks that need no token; both are reported, and the run goes on.
Coverage (operation x declared status) is printed and written to DIR/coverage.json and .md, and
every failure writes a replay file to DIR/replays (DIR: contract-report); --min-coverage fails a
run that saw less. guestnet-contract replay FILE sends a failed call again.
Exit code: 0 every check passed, 1 a check failed, 2 a usage or connection error.
`;

// `name=user:password`; the password may hold colons.
function identityOf(flag: string): Identity {
  const match = /^([^=]+)=([^:]+):(.*)$/.exec(flag);
  if (!match) throw new UsageError(`--identity ${flag}: expected NAME=USER:PASSWORD`);
  const [, name = '', username = '', password = ''] = match;
  return { name, username, password };
}

// A JSON or YAML file: a list (or `identities:` list) of { name, username, password, lacks }.
function identitiesFile(path: string): Identity[] {
  const parsed = parseYaml(readFileSync(path, 'utf8')) as unknown;
  const list = Array.isArray(parsed)
    ? parsed
    : (parsed as { identities?: unknown } | null)?.identities;
  if (!Array.isArray(list)) throw new UsageError(`${path}: expected a list of identities`);
  return list.map((entry, i) => {
    const { name, username, password, lacks } = (entry ?? {}) as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string')
      throw new UsageError(`${path}: identity ${i + 1} needs username and password`);
    return {
      name: typeof name === 'string' ? name : username,
      username,
      password,
      ...(Array.isArray(lacks) ? { lacks: lacks.map(String) } : {}),
    };
  });
}

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
      isolation: { type: 'boolean', default: false },
      identity: { type: 'string', multiple: true },
      identities: { type: 'string' },
      lacks: { type: 'string', multiple: true },
      'report-dir': { type: 'string', default: 'contract-report' },
      'min-coverage': { type: 'string' },
    },
    strict: true,
  });
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl))
    throw new UsageError('--base-url http(s)://… is required');
  const identities = [
    ...(values.identities ? identitiesFile(resolve(io.cwd, values.identities)) : []),
    ...(values.identity ?? []).map(identityOf),
  ];
  for (const flag of values.lacks ?? []) {
    const [name, features = ''] = flag.split('=');
    const identity = identities.find((i) => i.name === name);
    if (!identity) throw new UsageError(`--lacks ${flag}: no identity named ${name}`);
    identity.lacks = [...(identity.lacks ?? []), ...features.split(',').filter(Boolean)];
  }
  if (values.isolation && identities.length < 2)
    throw new UsageError('--isolation needs two or more identities (--identity or --identities)');
  // Without credentials of its own, the run signs in as the first identity.
  const main = values.isolation && !values.token && !values.username ? identities[0] : undefined;
  const username = values.username ?? main?.username;
  const password = values.password ?? main?.password;
  if (!values.token && !(username && password)) {
    throw new UsageError('give --token, or --username and --password');
  }
  const minCoverage =
    values['min-coverage'] === undefined ? undefined : Number(values['min-coverage']);
  if (minCoverage !== undefined && !(minCoverage >= 0 && minCoverage <= 100))
    throw new UsageError('--min-coverage is a percentage, 0 to 100');
  const reportDir = resolve(io.cwd, values['report-dir']);
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
    username,
    password,
    realm: values.realm,
    org: values.org,
    only: (values.only ?? []).flatMap((o) => o.split(',')).filter(Boolean),
    includeWrites: values['include-writes'],
    seed,
    showToken: values['show-token'],
    timeoutMs,
    replayDir: join(reportDir, 'replays'),
    ...(values.isolation ? { identities } : {}),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  for (const warning of result.warnings) io.stderr(`guestnet-contract: ${warning}\n`);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'coverage.json'), `${JSON.stringify(result.coverage, null, 2)}\n`);
  writeFileSync(join(reportDir, 'coverage.md'), formatCoverageMarkdown(result.coverage));
  const short = minCoverage !== undefined && result.coverage.percent < minCoverage;
  io.stdout(formatRunTable(result, minCoverage === undefined ? {} : { minCoverage }));
  if (values.junit) writeFileSync(resolve(io.cwd, values.junit), formatRunJunit(result));
  return result.passed && !short ? 0 : 1;
}
