// `pnpm --filter @guestnet/contract check:mock`: runs `guestnet-contract run --include-writes`
// against our own mock server, started in-process on a free loopback port, and exits with the
// runner's code: every check passes here, and test/run-mock-server.test.ts holds it so.
import { DEMO_ADMIN, MockState } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import { processIo } from '../src/cli/cli-io.js';
import { main } from '../src/cli/main.js';

const mock = await startMockServer({ port: 0, log: false, state: new MockState() });
try {
  const credentials = ['--username', DEMO_ADMIN.username, '--password', DEMO_ADMIN.password];
  const argv = ['run', '--base-url', mock.url, ...credentials, '--include-writes'];
  process.exitCode = await main([...argv, ...process.argv.slice(2)], processIo());
} finally {
  await mock.close();
}
