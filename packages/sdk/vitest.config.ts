import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@guestnet/source'] },
  ssr: { resolve: { conditions: ['@guestnet/source'] } },
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
