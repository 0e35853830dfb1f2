import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@guestnet/source'] },
  ssr: { resolve: { conditions: ['@guestnet/source'] } },
  test: {
    name: 'sdk',
    environment: 'node',
    // Plain modules with no module mocks and no global state between files: one module graph per
    // worker instead of one per file, a quarter of the time (docs/decisions/test-command-time.md).
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // The test command turns the type tests off here (GUESTNET_TYPE_TESTS=off): its typecheck
    // step compiles them already, and Vitest's --typecheck.enabled=false does not reach a
    // project's own setting (docs/decisions/test-command-time.md).
    typecheck: {
      enabled: process.env.GUESTNET_TYPE_TESTS !== 'off',
      include: ['src/**/*.test-d.ts'],
    },
  },
});
