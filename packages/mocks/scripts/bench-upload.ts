// `pnpm bench:upload`: a 200 MB image uploaded to the Node mock server (its own process, on
// loopback) through the SDK's upload queue (2,097,152-byte chunks with the dz* fields, docs/product/README.md
// §9) and as one plain multipart request, on the same machine in one run. It prints chunks per
// second and MB/s (size base 1000) for each, side by side; a benchmark, not a test (not part of
// `pnpm test`), and it always exits 0 unless the server cannot start.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdminApiClient, createUploadQueue, UPLOAD_LIMITS, uploadImage } from '@guestnet/sdk';
import { encodePng } from '../src/answers/images/image-bytes.js';
import { DEMO_ADMIN } from '../src/identities.js';

const SIZE = Number(process.env.BENCH_MB ?? 200) * 1_000_000;
const ORG = 'GN-1003-1';
const here = dirname(fileURLToPath(import.meta.url));

/** A real PNG padded to `size` bytes with a private ancillary chunk (CRC not checked here). */
function bigPng(size: number): Uint8Array<ArrayBuffer> {
  const png = encodePng(40, 30, (x, y) => [x * 6, y * 8, 128]);
  const out = new Uint8Array(size);
  out.set(png.subarray(0, 33));
  const padding = size - png.length - 12;
  new DataView(out.buffer).setUint32(33, padding);
  out.set([0x70, 0x61, 0x44, 0x64], 37);
  out.set(png.subarray(33), 45 + padding);
  return out;
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@guestnet/source',
      join(here, '../src/cli.ts'),
      '--port',
      String(port),
      '--quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: join(here, '..') },
  );
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error('the mock server exited');
    try {
      await fetch(`http://127.0.0.1:${port}/AdminApi/admin/account`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the mock server did not start');
}

function row(label: string, requests: number, ms: number) {
  const seconds = ms / 1000;
  return {
    upload: label,
    requests,
    seconds: Number(seconds.toFixed(2)),
    'chunks/s': Number((requests / seconds).toFixed(1)),
    'MB/s': Number((SIZE / 1e6 / seconds).toFixed(1)),
  };
}

const port = 4390 + Math.floor(Math.random() * 50);
const server = await startServer(port);
try {
  const api = createAdminApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => DEMO_ADMIN.token,
  });
  const file = new File([bigPng(SIZE)], 'bench.png', { type: 'image/png' });
  const rows = [];

  let started = performance.now();
  const queue = createUploadQueue({
    send: ({ file: part, fileName, chunk, signal }) =>
      uploadImage(api, {
        orgNumber: ORG,
        file: part,
        fileName,
        signal,
        ...(chunk ? { chunk } : {}),
      }),
  });
  queue.add([file]);
  await queue.idle();
  const queued = queue.files[0];
  if (queued?.status !== 'success') throw new Error(`the queued upload failed: ${queued?.error}`);
  rows.push(
    row(
      `upload queue (${(UPLOAD_LIMITS.chunkSize / 1e6).toFixed(1)} MB chunks)`,
      Math.ceil(SIZE / UPLOAD_LIMITS.chunkSize),
      performance.now() - started,
    ),
  );

  started = performance.now();
  const whole = await uploadImage(api, { orgNumber: ORG, file, fileName: 'bench-whole.png' });
  if (!('Id' in whole)) throw new Error('the plain upload was not stored');
  rows.push(row('one plain request', 1, performance.now() - started));

  console.log(`A ${SIZE / 1e6} MB PNG to the mock server on 127.0.0.1 (Node ${process.version}):`);
  console.table(rows);
} finally {
  server.kill();
}
