import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LEGACY_ORG_LIST_PATH } from './legacy/legacy-paths.js';
import { createMockMiddleware } from './node-bridge.js';

// A minimal request/response pair, so the middleware is tested without a socket.
function exchange(url: string, method = 'GET') {
  const req = Object.assign(new EventEmitter(), { url, method, headers: { host: 'localhost' } });
  const sent: { status?: number; headers: Record<string, unknown>; body?: string } = {
    headers: {},
  };
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const res = {
    headersSent: false,
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader(key: string, value: unknown) {
      sent.headers[key.toLowerCase()] = value;
    },
    writeHead(status: number, headers: Record<string, string> = {}) {
      sent.status = status;
      for (const [key, value] of Object.entries(headers)) sent.headers[key.toLowerCase()] = value;
      return res;
    },
    end(body?: Buffer | string) {
      sent.body = body?.toString();
      finish();
    },
  };
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    sent,
    done,
  };
}

describe('createMockMiddleware', () => {
  it('serves the legacy pages in pages-only mode', async () => {
    const { req, res, sent, done } = exchange(LEGACY_ORG_LIST_PATH);
    createMockMiddleware({ pagesOnly: true })(req, res, () => {
      throw new Error('next() was called for a legacy page');
    });
    await done;
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('class="orgTree"');
  });

  it('passes API calls on to the next middleware in pages-only mode', () => {
    const { req, res } = exchange('/AdminApi/admin/account');
    let passed = false;
    createMockMiddleware({ pagesOnly: true })(req, res, () => {
      passed = true;
    });
    expect(passed).toBe(true);
  });

  it('passes unknown paths on to the next middleware', () => {
    const { req, res } = exchange('/admin-ui/admin/index.html');
    let passed = false;
    createMockMiddleware()(req, res, () => {
      passed = true;
    });
    expect(passed).toBe(true);
  });
});
