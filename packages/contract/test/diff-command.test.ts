import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { captureIo } from './capture-io.js';

const SHARED = `openapi: 3.1.0
info: { title: shared, version: 1.0.0 }
paths: {}
components:
  schemas:
    Member:
      type: object
      properties:
        Username: { type: string }
        Email: { type: string }
      required: [Username]
`;

const spec = (extraPath = '') => `openapi: 3.1.0
info: { title: Admin, version: 1.0.0 }
paths:
  /AdminApi/admin/account:
    get:
      operationId: getAccount
      x-transport: bearer-json
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "./_shared.yaml#/components/schemas/Member" }
${extraPath}`;

const LOGOUT = `  /AdminApi/admin/logout:
    post:
      operationId: logout
      x-transport: bearer-json
      responses:
        "200": { description: ok }
`;

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: repo,
    stdio: 'pipe',
  });

async function cli(...argv: string[]) {
  const io = captureIo(repo);
  const code = await main(['diff', ...argv], io);
  return { code, stdout: io.out(), stderr: io.err() };
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  mkdirSync(join(repo, 'openapi'));
  mkdirSync(join(repo, '.changeset'));
  writeFileSync(join(repo, 'openapi/_shared.yaml'), SHARED);
  writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec(LOGOUT));
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'first');
});

describe('guestnet-contract diff', () => {
  it('passes when the specs only gained an operation since the first commit', async () => {
    writeFileSync(
      join(repo, 'openapi/admin-api.yaml'),
      spec(
        `${LOGOUT}  /AdminApi/admin/feedback:\n    put:\n      operationId: sendFeedback\n      responses: {}\n`,
      ),
    );
    const { code, stdout } = await cli();
    expect(code).toBe(0);
    expect(stdout).toMatch(/0 breaking, 1 non-breaking/);
    expect(stdout).toContain('new path /AdminApi/admin/feedback (PUT)');
  });

  it('fails on a removed path and a field removed from a shared component', async () => {
    writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec());
    writeFileSync(
      join(repo, 'openapi/_shared.yaml'),
      SHARED.replace('        Email: { type: string }\n', ''),
    );
    const { code, stdout, stderr } = await cli('--changesets', '.changeset');
    expect(code).toBe(1);
    expect(stdout).toMatch(/BREAKING {2}path-removed +admin-api \/AdminApi\/admin\/logout/);
    expect(stdout).toMatch(
      /BREAKING {2}response-field-removed +admin-api GET \/AdminApi\/admin\/account/,
    );
    expect(stderr).toContain('2 change(s) fail --fail-on breaking');
  });

  it('accepts a breaking change that a pending major changeset announces', async () => {
    writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec());
    writeFileSync(
      join(repo, '.changeset/drop-logout.md'),
      '---\n"@guestnet/sdk": major\n"@guestnet/mocks": patch\n---\n\nLogout moved to Authorization.svc.\n',
    );
    const { code, stdout } = await cli('--changesets', '.changeset');
    expect(code).toBe(0);
    expect(stdout).toContain(
      'accepted: a major release is announced by drop-logout.md: @guestnet/sdk',
    );
  });

  it('does not count a minor changeset as permission to break', async () => {
    writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec());
    writeFileSync(
      join(repo, '.changeset/tweak.md'),
      '---\n"@guestnet/sdk": minor\n---\n\nTweak.\n',
    );
    expect((await cli('--changesets', '.changeset')).code).toBe(1);
  });

  it('compares with the last release tag rather than the first commit', async () => {
    writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec());
    git('commit', '-qam', 'drop logout');
    git('tag', '@guestnet/sdk@2.0.0');
    const { code, stdout } = await cli();
    expect(code).toBe(0);
    expect(stdout).toContain('Spec changes since @guestnet/sdk@2.0.0: 0 breaking, 0 non-breaking');
  });

  it('warns when a shallow clone without tags cannot see the first commit', async () => {
    writeFileSync(join(repo, 'openapi/admin-api.yaml'), spec());
    git('commit', '-qam', 'drop logout');
    const full = repo;
    repo = mkdtempSync(join(tmpdir(), 'contract-shallow-'));
    git('clone', '-q', '--depth', '1', `file://${full}`, '.');
    const shallow = await cli();
    expect(shallow.stderr).toMatch(/shallow and has no release tag.*--unshallow/s);
    // The full history finds the break: the warning is what stands between a team and a pass.
    repo = full;
    const complete = await cli();
    expect([complete.code, complete.stderr]).toEqual([1, expect.not.stringContaining('shallow')]);
  });

  it('fails on any change with --fail-on any, and writes JUnit XML with a failure per change', async () => {
    writeFileSync(
      join(repo, 'openapi/admin-api.yaml'),
      spec(`${LOGOUT}  /x:\n    get:\n      responses: {}\n`),
    );
    const { code } = await cli('--fail-on', 'any', '--format', 'junit', '--output', 'diff.xml');
    expect(code).toBe(1);
    const xml = readFileSync(join(repo, 'diff.xml'), 'utf8');
    expect(xml).toContain('<testcase name="path-added: /x" classname="admin-api"');
    expect(xml).toContain('<failure message="new path /x (GET)">');
  });

  it('compares with a spec file given as --base and prints JSON', async () => {
    const old = spec(LOGOUT)
      .replace('operationId: logout', 'operationId: signOut')
      .replace('./_shared.yaml#', 'openapi/_shared.yaml#');
    writeFileSync(join(repo, 'old.yaml'), old);
    const { code, stdout } = await cli(
      '--base',
      'old.yaml',
      '--specs',
      'openapi/admin-api.yaml',
      '--format',
      'json',
    );
    expect(code).toBe(1);
    expect(JSON.parse(stdout).changes).toEqual([
      expect.objectContaining({
        kind: 'operation-id-changed',
        operation: 'POST /AdminApi/admin/logout',
      }),
    ]);
  });

  it('explains an unknown revision in one line instead of a stack trace', async () => {
    const { code, stderr } = await cli('--base', 'no-such-tag');
    expect(code).toBe(2);
    expect(stderr).toBe(
      'guestnet-contract: no-such-tag is neither a spec file nor a git revision\n',
    );
  });

  it('rejects an unknown format with the usage', async () => {
    const { code, stderr } = await cli('--format', 'xml');
    expect(code).toBe(2);
    expect(stderr).toContain('--format is text, json or junit');
    expect(stderr).toContain('Usage: guestnet-contract diff');
  });
});

describe('guestnet-contract diff outside a git repository', () => {
  let folder: string;
  beforeEach(() => {
    // A copy of the specs with no .git anywhere above it: a release tarball, a CI artifact.
    folder = mkdtempSync(join(tmpdir(), 'contract-nogit-'));
    cpSync(join(repo, 'openapi'), join(folder, 'openapi'), { recursive: true });
    cpSync(join(repo, 'openapi'), join(folder, 'released'), { recursive: true });
    writeFileSync(join(folder, 'openapi/admin-api.yaml'), spec());
  });

  async function cliIn(cwd: string, ...argv: string[]) {
    const io = captureIo(cwd);
    const code = await main(['diff', ...argv], io);
    return { code, stdout: io.out(), stderr: io.err() };
  }

  it('says there is no release to compare with, and how to give one', async () => {
    const { code, stderr } = await cliIn(folder);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `guestnet-contract: ${folder} is not in a git repository, so there is no release to compare with: pass --base DIR (or FILE) with the released specs\n`,
    );
  });

  it.each([
    ['a relative folder', 'released'],
    ['an absolute folder', 'ABSOLUTE'],
  ])('compares with --base naming %s without running git at all', async (_case, base) => {
    const path = process.env.PATH;
    process.env.PATH = ''; // no git to be found: a --base folder must not need one
    try {
      const dir = base === 'ABSOLUTE' ? join(folder, 'released') : base;
      const { code, stdout } = await cliIn(folder, '--base', dir);
      expect(stdout).toMatch(/BREAKING {2}path-removed +admin-api \/AdminApi\/admin\/logout/);
      expect(code).toBe(1);
    } finally {
      process.env.PATH = path;
    }
  });

  it('names both ways out when --base is neither a folder nor readable from git', async () => {
    rmSync(join(folder, 'released'), { recursive: true });
    const { code, stderr } = await cliIn(folder, '--base', 'v1.0.0');
    expect(code).toBe(2);
    expect(stderr).toBe(
      `guestnet-contract: v1.0.0 is not a spec file or folder, and ${folder} is not in a git repository to read a revision from\n`,
    );
  });
});
