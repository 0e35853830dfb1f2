#!/usr/bin/env node
// Serves the demo build (vite build --mode demo) and prints the console's address. The console's
// vite.config.ts is read from this package whatever the working directory, so the server sends
// its headers (Referrer-Policy: docs/decisions/referrer-policy.md) and mock pages.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 5173);
const server = await preview({
  root,
  preview: { port, strictPort: false, host: process.env.HOST },
});
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/admin-ui/`;
console.log(`\nGuestnet Admin (demo mode) is running at ${url}admin/\nPress Ctrl+C to stop.\n`);
