import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@guestnet/source'] },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The files of a worker share one module graph and one jsdom (docs/decisions/
    // test-command-time.md): test/setup.ts puts the shared stores back after each test.
    isolate: false,
    // Spectrum packages import CSS; Vitest must transform them instead of loading them in Node.
    server: {
      deps: { inline: [/@adobe\/react-spectrum/, /@react-spectrum\//, /@spectrum-icons\//] },
    },
  },
});
