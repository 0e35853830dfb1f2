// The SDK README's "From Node: an internal tool" example, read from the README and run as
// written against these mocks, so a new user who tries it meets no 404.
import { readFileSync } from 'node:fs';
import * as sdk from '@guestnet/sdk';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMockServer, resetMockState } from '../src/node.js';

const readme = readFileSync(new URL('../../sdk/README.md', import.meta.url), 'utf8');

/** The first ```ts block after `heading`, compiled to JavaScript, its imports of the SDK removed. */
function example(heading: string): { names: string[]; body: string } {
  const section = readme.slice(readme.indexOf(heading));
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const names: string[] = [];
  const withoutImports = code.replace(
    /import \{([^}]+)\} from '@guestnet\/sdk';\n/g,
    (_, list: string) => {
      names.push(...list.split(',').map((name) => name.trim()));
      return '';
    },
  );
  const js = ts.transpileModule(withoutImports, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return { names, body: js.replace(/^export \{\};\s*$/m, '') };
}

type Run = (...args: unknown[]) => Promise<Record<string, unknown>>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => Run;

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

it('runs the Node example of the SDK README against the mocks without an error', async () => {
  const { names, body } = example('## From Node: an internal tool');
  expect(names).toEqual(['createGuestnetClients', 'ErrorEleven']);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const run = new AsyncFunction(...names, `${body}\nreturn { token, tree, serviceArea, page };`);
  const result = (await run(sdk.createGuestnetClients, sdk.ErrorEleven)) as {
    token: string;
    tree: unknown[];
    serviceArea: { number: string };
    page: { Items: { Id: number }[] };
  };
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(result.token).toBeTruthy();
  expect(result.tree.length).toBeGreaterThan(0);
  expect(result.serviceArea.number).toBe('GN-1042-1');
  expect(result.page.Items.length).toBeGreaterThan(1);

  // The example's paginate loop saved every device, and its DeleteDevice removed the first.
  const clients = sdk.createGuestnetClients({
    baseUrl: 'https://admin.guestnet.example',
    getToken: () => result.token,
  });
  const after = await clients.dbo.call('ListDevices', { OrgNumber: 'GN-1042-1', PageSize: 100 });
  const deleted = result.page.Items[0]?.Id;
  expect(after.Items.map((device) => device.Id)).not.toContain(deleted);
  expect(after.Items.length).toBe(result.page.Items.length - 1);
  for (const device of after.Items) expect(device.Description).toBe('Rack B');
});
