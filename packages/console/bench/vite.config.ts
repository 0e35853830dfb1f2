import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The benchmark pages: the console's own tree component and store (index.html) and the list
// kit's grid (lists.html), built for production.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { conditions: ['@guestnet/source', ...defaultClientConditions] },
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    minify: process.env.BENCH_MINIFY !== 'false',
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        lists: fileURLToPath(new URL('./lists.html', import.meta.url)),
        codes: fileURLToPath(new URL('./codes.html', import.meta.url)),
      },
    },
  },
});
