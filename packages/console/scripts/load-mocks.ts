import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

type MocksNode = typeof import('@guestnet/mocks/node');

/**
 * The mocks for the dev and preview servers. Node 20 cannot load their TypeScript source; Vite's
 * module runner can, with the source condition the workspace resolves through. The runner closes
 * once `mocks-node.ts` has run, which imports beforehand what the mocks would import on first use
 * (docs/decisions/demo-server.md, "The mocks' lazy modules in the dev and preview servers").
 */
export async function loadMocks(): Promise<MocksNode> {
  const conditions = ['@guestnet/source', 'node', 'import', 'module', 'default'];
  const entry = fileURLToPath(new URL('./mocks-node.ts', import.meta.url));
  const { module } = await runnerImport<MocksNode>(entry, {
    configFile: false,
    logLevel: 'error',
    environments: {
      inline: {
        resolve: { conditions, externalConditions: conditions, noExternal: [/^@guestnet\//] },
      },
    },
  });
  return module;
}
