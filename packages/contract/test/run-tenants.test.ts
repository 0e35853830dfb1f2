import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { captureIo } from './capture-io.js';
import {
  type Fault,
  GOOD_TOKEN,
  ORDINARY_FAULTS,
  startFaultyBackend,
  TENANT_LEAKS,
} from './faulty-backend.js';

const SPEC = join(import.meta.dirname, 'fixtures/mini-backend.yaml');
const IDENTITIES = [
  '--isolation',
  '--identity',
  'site=site.admin:demo',
  '--identity',
  'grouping=grouping.admin:demo',
  '--identity',
  'other=other.admin:demo',
  '--identity',
  'limited=limited.admin:demo',
  '--lacks',
  'limited=devices',
];

async function run(fault: Fault | undefined, ...extra: string[]) {
  const backend = await startFaultyBackend(fault);
  const io = captureIo();
  try {
    const args = ['run', '--base-url', backend.url, '--spec', SPEC, '--token', GOOD_TOKEN];
    const code = await main([...args, ...extra], io);
    const failures = io
      .out()
      .split('\n')
      .filter((line) => /^ {2}\w+ [a-z-]+\/[a-z-]+: /.test(line));
    return { code, stdout: io.out(), failures, cwd: io.cwd, backend };
  } finally {
    await backend.close();
  }
}

// The misses a backend team met, each with the failure line that now names it.
const named: Partial<Record<Fault, string>> = {
  'other-org-node':
    'getOrgTreeNode positive/org-scope: asked for GN-1042, the answer holds records of GN-2077',
  'other-org-device':
    'getDevice positive/org-scope: asked for GN-1042, the answer holds records of GN-2077',
  'list-mixes-orgs':
    'listDevices positive/org-scope: asked for GN-1042, the answer holds records of GN-2077',
  'secret-returned':
    'getDevice positive/write-only: the answer returns RadiusSecret, declared writeOnly',
  'secret-in-save-answer':
    'saveDevice create/write-only: the answer returns RadiusSecret, declared writeOnly',
  'lost-update':
    'getDevice read-updated/read-back: Name is "Lobby gateway", the write set "Lobby gateway-upd"',
  'lost-rename':
    'listImages read-updated/read-back: Name is "contract-check", the write set "contract-check-upd"',
  'lost-delete': 'getDevice read-deleted/dbo-error-field: answered 200 without Error',
  'lost-image-delete': 'is still there after its delete answered success',
  'write-without-token': 'saveDevice no-token/dbo-error-field: answered 200 without Error',
  'idempotency-ignored':
    'saveDevice idempotent-replay/idempotency: the same Idempotency-Key and body created',
  'idempotency-other-body-accepted':
    "saveDevice idempotent-other-body/refusal-code: expected the refusal's code 422",
  'leak-sibling-readable':
    'getOrgTreeNode isolation/status: site on GN-1043 (sibling): expected 403 or 404, got 200',
  'leak-feature-skipped':
    'listDevices isolation/dbo-error-field: limited on GN-1042 (inside, lacks devices): answered 200 without Error',
  'leak-update-outside':
    "saveDevice isolation/dbo-error-field: site on GN-1042 writing to GN-1043's record 6",
  'leak-refused-but-stored':
    'saveDevice isolation-read-back/nothing-changed: site on GN-1043 (sibling): answered 200, and grouping reads GN-1043 back changed (1 added',
};

// Each leak's run is narrowed to the operation it is planted in (the tree and account reads the
// isolation check needs are made anyway), so the sweep stays fast.
const LEAK_RUNS: Record<(typeof TENANT_LEAKS)[number], string[]> = {
  'leak-any-org-node': ['getOrgTreeNode'],
  'leak-parent-readable': ['getOrgTreeNode'],
  'leak-sibling-readable': ['getOrgTreeNode'],
  'leak-cousin-readable': ['getOrgTreeNode'],
  'leak-unknown-org-empty-list': ['listDevices'],
  'leak-list-rows': ['listDevices'],
  'leak-device-by-id': ['getDevice'],
  'leak-save-outside': ['saveDevice', '--include-writes'],
  'leak-refused-but-stored': ['saveDevice', '--include-writes'],
  'leak-delete-outside': ['deleteDevice', '--include-writes'],
  'leak-update-outside': ['saveDevice', '--include-writes'],
  'leak-feature-skipped': ['listDevices'],
  'leak-refusal-holds-record': ['listDevices'],
  'leak-refusal-without-code': ['listDevices'],
  'leak-rename-outside': ['renameImage', '--include-writes'],
  'leak-images-of-any-org': ['listImages'],
};

describe('guestnet-contract run catches every planted fault and tenant leak', {
  timeout: 60_000,
}, () => {
  it('passes the clean backend with writes and isolation, leaving nothing behind', async () => {
    // The whole tree's administrator too: nothing is outside its reach, not even an unknown org.
    const top = ['--identity', 'top=demo:demo'];
    const { code, stdout, failures, backend } = await run(
      undefined,
      '--include-writes',
      ...IDENTITIES,
      ...top,
    );
    expect(failures).toEqual([]);
    expect(stdout).toMatch(/, 0 failed in 0 operations, 0 skipped: PASSED/);
    expect(stdout).toMatch(/ {2}site \(owner GN-1042\): \d+ calls and read-backs, 0 failed/);
    expect(stdout).toMatch(/ {2}limited \(owner GN-1042, lacks devices\): \d+ calls/);
    expect(stdout).toContain('  top: owns a root (GN-1000), so nothing is outside its reach');
    expect(code).toBe(0);
    expect(backend.devices.size + backend.images.size).toBe(0);
    expect(backend.seeded.devices.size).toBe(3);
  });

  // One backend per fault, in parallel: each run is a few hundred loopback calls.
  it.concurrent.each([...ORDINARY_FAULTS])('catches %s', async (fault) => {
    const { code, failures, stdout, backend } = await run(fault, '--include-writes');
    expect(failures.length, stdout).toBeGreaterThan(0);
    if (named[fault]) expect(failures.join('\n')).toContain(named[fault]);
    expect(code).toBe(1);
    // What a negative call or a replayed key wrongly created was deleted again.
    if (!fault.startsWith('lost-')) expect(backend.devices.size + backend.images.size).toBe(0);
  });

  it.concurrent.each([...TENANT_LEAKS])('catches %s with --isolation', async (fault) => {
    const [only = '', ...extra] = LEAK_RUNS[fault];
    const { code, failures, stdout } = await run(fault, '--only', only, ...extra, ...IDENTITIES);
    expect(
      failures.filter((f) => /(isolation|org-scope|write-only)/.test(f)).length,
      stdout,
    ).toBeGreaterThan(0);
    if (named[fault]) expect(failures.join('\n')).toContain(named[fault]);
    expect(code).toBe(1);
  });
});

describe('guestnet-contract run reports', { timeout: 30_000 }, () => {
  it('says that a read-only run did not check the writes', async () => {
    const { stdout } = await run(undefined);
    expect(stdout).toContain(
      'Writes not checked: 5 operations change data; run with --include-writes to check them.',
    );
  });

  it('prints and writes the coverage, and fails below --min-coverage', async () => {
    const { code, stdout, cwd } = await run(undefined, '--min-coverage', '95');
    expect(stdout).toMatch(/Coverage: \d+ of 37 declared answers seen \((\d+\.?\d*) %\)/);
    expect(stdout).toContain(
      'never seen, 4: a server fault: the runner does not break the backend to see it (listDevices 500, getDevice 500, saveDevice 500, deleteDevice 500)',
    );
    expect(stdout).toMatch(/FAILED \(coverage [\d.]+ % is below --min-coverage 95 %\)\n$/);
    expect(code).toBe(1);
    const json = JSON.parse(readFileSync(join(cwd, 'contract-report/coverage.json'), 'utf8'));
    expect(json.rows).toContainEqual({
      spec: 'mini-backend',
      operationId: 'saveDevice',
      status: '200',
      seen: false,
      why: 'a write: run with --include-writes',
    });
    expect(readFileSync(join(cwd, 'contract-report/coverage.md'), 'utf8')).toContain(
      '| mini-backend | uploadImage | 403 | never seen | a write: run with --include-writes |',
    );
  });
});

describe('guestnet-contract replay', { timeout: 30_000 }, () => {
  it('writes a replay file per failure, token masked, and ten replays give the same verdict', async () => {
    const backend = await startFaultyBackend('other-org-node');
    try {
      const io = captureIo();
      const args = ['run', '--base-url', backend.url, '--spec', SPEC, '--seed', '3'];
      await main([...args, '--username', 'demo', '--password', 'demo'], io);
      const dir = join(io.cwd, 'contract-report/replays');
      const [file] = readdirSync(dir);
      const text = readFileSync(join(dir, file as string), 'utf8');
      expect(text).not.toContain(GOOD_TOKEN);
      const replay = JSON.parse(text);
      expect(replay).toMatchObject({
        operation: { spec: 'mini-backend', operationId: 'getOrgTreeNode' },
        call: 'positive',
        seed: 3,
        request: { method: 'GET', headers: { Authorization: 'Bearer {{token}}' } },
        answer: { status: 200 },
        failed: [
          { check: 'org-scope', message: 'asked for GN-1042, the answer holds records of GN-2077' },
        ],
      });
      const again = captureIo(io.cwd);
      const replayArgs = ['replay', join(dir, file as string), '--spec', SPEC];
      const code = await main(
        [...replayArgs, '--username', 'demo', '--password', 'demo', '--times', '10'],
        again,
      );
      expect(again.out()).toContain('10 of 10 replays reproduced the failure\n');
      expect(again.out()).toContain('  10: reproduced (status 200) org-scope: asked for GN-1042');
      expect(code).toBe(1);

      // Against a fixed backend the failure is gone.
      const fixed = await startFaultyBackend();
      try {
        const after = captureIo(io.cwd);
        const fixedArgs = [...replayArgs, '--base-url', fixed.url, '--token', GOOD_TOKEN];
        expect(await main(fixedArgs, after)).toBe(0);
        expect(after.out()).toContain('0 of 1 replays reproduced the failure\n');
      } finally {
        await fixed.close();
      }
    } finally {
      await backend.close();
    }
  });

  it('replays an isolation failure as the identity it names', async () => {
    const { cwd, backend } = await run(
      'leak-sibling-readable',
      '--only',
      'getOrgTreeNode',
      ...IDENTITIES,
    );
    const dir = join(cwd, 'contract-report/replays');
    const file = readdirSync(dir).find((f) => f.includes('getOrgTreeNode-isolation'));
    const replay = JSON.parse(readFileSync(join(dir, file as string), 'utf8'));
    expect(replay.label).toMatch(/^site on GN-1043 \(sibling\)$/);
    expect(JSON.stringify(replay)).not.toContain('tok-site-admin-1');
    const again = await startFaultyBackend('leak-sibling-readable');
    try {
      const io = captureIo(cwd);
      const args = ['replay', join(dir, file as string), '--spec', SPEC, '--base-url', again.url];
      expect(await main([...args, '--username', 'site.admin', '--password', 'demo'], io)).toBe(1);
      expect(io.out()).toContain('getOrgTreeNode isolation (site on GN-1043 (sibling))');
      expect(io.out()).toContain('1 of 1 replays reproduced the failure');
    } finally {
      await again.close();
    }
    expect(existsSync(join(dir, file as string))).toBe(true);
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  it('takes the identities from a YAML file', async () => {
    const io = captureIo();
    const file = join(io.cwd, 'identities.yaml');
    writeFileSync(
      file,
      'identities:\n  - { name: site, username: site.admin, password: demo }\n  - { name: limited, username: limited.admin, password: demo, lacks: [devices] }\n',
    );
    const backend = await startFaultyBackend('leak-feature-skipped');
    try {
      const args = ['run', '--base-url', backend.url, '--spec', SPEC, '--isolation'];
      const code = await main([...args, '--identities', file, '--only', 'listDevices'], io);
      expect(io.out()).toContain(
        "listDevices isolation/refusal-code: limited on GN-1042 (inside, lacks devices): expected the refusal's code 403, got HTTP 200 and no Code",
      );
      expect(code).toBe(1);
    } finally {
      await backend.close();
    }
  });
});
