// The mocks as the dev and preview servers load them through Vite's module runner, which stops
// once this module has run: what the mocks import on first use is imported here, before that
// (docs/decisions/demo-server.md).
import { loadLazyModules } from '@guestnet/mocks/node';

export * from '@guestnet/mocks/node';

await loadLazyModules();
