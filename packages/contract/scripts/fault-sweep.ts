// `pnpm --filter @guestnet/contract sweep:faults`: runs `guestnet-contract run --include-writes`
// against the test backend once per planted fault (and with `--isolation` once per tenant leak),
// plus the clean backend, and prints caught / missed and the false alarms. Loopback only; the
// same sweep runs narrowed in test/run-tenants.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import {
  type Fault,
  GOOD_TOKEN,
  ORDINARY_FAULTS,
  startFaultyBackend,
  TENANT_LEAKS,
} from '../test/faulty-backend.js';

const SPEC = join(import.meta.dirname, '../test/fixtures/mini-backend.yaml');
const ISOLATION = ['--isolation', '--lacks', 'limited=devices'].concat(
  [
    'site=site.admin',
    'grouping=grouping.admin',
    'other=other.admin',
    'limited=limited.admin',
  ].flatMap((who) => ['--identity', `${who}:demo`]),
);

async function failuresOf(fault: Fault | undefined, isolation: boolean) {
  const backend = await startFaultyBackend(fault);
  let out = '';
  const io = {
    stdout: (text: string) => {
      out += text;
    },
    stderr: () => {},
    cwd: mkdtempSync(join(tmpdir(), 'contract-sweep-')),
  };
  try {
    const args = ['run', '--base-url', backend.url, '--spec', SPEC, '--token', GOOD_TOKEN];
    await main([...args, '--include-writes', ...(isolation ? ISOLATION : [])], io);
  } finally {
    await backend.close();
  }
  return out.split('\n').filter((line) => /^ {2}\w+ [a-z-]+\/[a-z-]+: /.test(line));
}

const missed: string[] = [];
let caught = 0;
for (const [faults, isolation] of [
  [ORDINARY_FAULTS, false],
  [TENANT_LEAKS, true],
] as const) {
  for (const fault of faults) {
    const failures = await failuresOf(fault, isolation);
    if (failures.length > 0) caught++;
    else missed.push(fault);
    process.stdout.write(
      `${failures.length > 0 ? 'caught' : 'MISSED'}  ${fault} (${failures.length} failed checks)\n`,
    );
  }
}
const falseAlarms = [
  ...(await failuresOf(undefined, false)),
  ...(await failuresOf(undefined, true)),
];
const total = ORDINARY_FAULTS.length + TENANT_LEAKS.length;
process.stdout.write(
  `\n${caught} of ${total} planted faults caught, ${missed.length} missed${missed.length ? ` (${missed.join(', ')})` : ''}; ${falseAlarms.length} false alarms on the clean backend\n`,
);
process.exitCode = missed.length === 0 && falseAlarms.length === 0 ? 0 : 1;
