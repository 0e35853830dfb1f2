// Prints what @guestnet/sdk adds to a one-call browser app over bare openapi-fetch, gzip, beside
// the 6 kB budget, and whether the specs or the validator of "./spec" leaked into the bundle.
// It prints and compares; it fails nothing (run: pnpm --filter @guestnet/sdk size).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

const BUDGET_BYTES = 6 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const sdk = JSON.stringify(join(root, 'src', 'index.ts'));

// Each app reads the account once, the way the console's first call does.
const APPS = {
  'bare openapi-fetch': `import createClient from 'openapi-fetch';
const api = createClient({ baseUrl: '' });
api.GET('/AdminApi/admin/account', { headers: { Authorization: 'Bearer ' + document.cookie } })
  .then(({ data }) => console.log(data));`,
  '@guestnet/sdk, AdminApi client': `import { createAdminApiClient } from ${sdk};
createAdminApiClient({ getToken: () => document.cookie })
  .GET('/AdminApi/admin/account').then(({ data }) => console.log(data));`,
  '@guestnet/sdk, all clients + query options': `import { createGuestnetClients, operationQuery, dboQuery } from ${sdk};
const { adminApi, dbo } = createGuestnetClients({ getToken: () => document.cookie });
operationQuery(adminApi, 'get', '/AdminApi/admin/account').queryFn({}).then(console.log);
dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1' }).queryFn({}).then(console.log);`,
};

async function bundle(dir, name, source) {
  const entry = join(dir, `${name.replace(/\W+/g, '-')}.js`);
  await writeFile(entry, source);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { conditions: ['@guestnet/source', ...defaultClientConditions] },
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'app' } },
  });
  const code = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
// Inside the package, so the apps resolve openapi-fetch from its node_modules.
const dir = await mkdtemp(join(root, 'node_modules', '.sdk-size-'));
try {
  const results = {};
  for (const [name, source] of Object.entries(APPS))
    results[name] = await bundle(dir, name, source);
  const bare = results['bare openapi-fetch'].gzip;
  console.log('one-call browser app, gzip (level 9, minified ESM)');
  for (const [name, { gzip }] of Object.entries(results)) {
    const over =
      name === 'bare openapi-fetch' ? '' : `  (+${kb(gzip - bare)} over bare openapi-fetch)`;
    console.log(`${name.padEnd(46)}${kb(gzip).padStart(10)}${over}`);
  }
  const added = results['@guestnet/sdk, AdminApi client'].gzip - bare;
  const verdict = added <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${verdict}: the SDK adds ${kb(added)} over bare openapi-fetch; budget ${kb(BUDGET_BYTES)}`,
  );
  // "./spec" must stay out of a bundle that does not import it: no spec text, no validator.
  const all = Object.values(results)
    .map((r) => r.code)
    .join('\n');
  const leaked = ['Guestnet dbo procedures', 'components/schemas', 'unevaluatedProperties'].filter(
    (s) => all.includes(s),
  );
  console.log(`"./spec" in these bundles: ${leaked.length ? `YES (${leaked.join(', ')})` : 'no'}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
