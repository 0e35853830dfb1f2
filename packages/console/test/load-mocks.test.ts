// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { loadMocks } from '../scripts/load-mocks';

// The dev and preview servers load the mocks through Vite's module runner, which has closed by
// the time the first page is asked for: a module the mocks import on first use must have been
// imported before (docs/decisions/demo-server.md). A legacy stand-in page's sample rows are one.
it('serves a legacy stand-in page with its sample rows after the module runner has closed', async () => {
  const { createMockMiddleware, LEGACY_ORG_COOKIES, LEGACY_SCREENS } = await loadMocks();
  const pages = createMockMiddleware({ pagesOnly: true });
  const server = createServer((req, res) =>
    pages(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const screen = LEGACY_SCREENS[0];
    if (!screen) throw new Error('no legacy screen');
    const response = await fetch(`http://127.0.0.1:${port}${screen.path}`, {
      headers: { cookie: `${LEGACY_ORG_COOKIES.number}=GN-1023` },
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1>${screen.title}</h1>`);
    expect(page).toMatch(/<table><thead><tr><th>/);
  } finally {
    await new Promise((closed) => server.close(closed));
  }
}, 60_000);
