#!/usr/bin/env node
// Serves the demo build (vite build --mode demo) and prints the console's address.
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await preview({ preview: { port, strictPort: false, host: process.env.HOST } });
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/admin-ui/`;
console.log(`\nGuestnet Admin (demo mode) is running at ${url}admin/\nPress Ctrl+C to stop.\n`);
