import { describe, expect, it } from 'vitest';
import { curlCommand } from './curl-command.js';

const request = {
  method: 'POST',
  url: 'https://api.example/GuestnetWS/DevApi/dbo/GetDevice',
  headers: { 'Content-Type': 'application/json' },
  body: `["secret-token",{"Name":"O'Hare lobby"}]`,
};

describe('curlCommand', () => {
  it('masks the token wherever it appears and quotes for a POSIX shell', () => {
    expect(curlCommand(request, { token: 'secret-token' })).toBe(
      `curl -i -X POST 'https://api.example/GuestnetWS/DevApi/dbo/GetDevice' -H 'Content-Type: application/json' --data-raw '["****",{"Name":"O'\\''Hare lobby"}]'`,
    );
  });

  it('never shows the password of a sign-in, even with the token shown', () => {
    const login = { ...request, body: '{"Username":"demo","Password":"hunter2-secret"}' };
    const curl = curlCommand(login, { token: 't', showToken: true, password: 'hunter2-secret' });
    expect(curl).toContain(`'{"Username":"demo","Password":"****"}'`);
  });

  it('shows the token when asked', () => {
    expect(curlCommand(request, { token: 'secret-token', showToken: true })).toContain(
      '["secret-token"',
    );
  });

  it('sends multipart fields with -F', () => {
    const upload = {
      method: 'POST',
      url: 'https://api.example/i',
      headers: {},
      body: { dzuuid: 'u1', file: new Blob(['x']) },
    };
    expect(curlCommand(upload, {})).toBe(
      `curl -i -X POST 'https://api.example/i' -F 'dzuuid=u1' -F 'file=@file.bin'`,
    );
  });
});
