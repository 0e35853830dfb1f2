import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.js';

describe('account handler', () => {
  it('answers GET /AdminApi/admin/account with the demo administrator', async () => {
    const response = await getResponse(
      handlers,
      new Request('http://localhost/AdminApi/admin/account'),
    );
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ Username: 'demo', FirstName: 'Dana' });
  });
});
