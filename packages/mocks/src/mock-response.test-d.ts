import { expectTypeOf, it } from 'vitest';
import { mockResponse, type SuccessBody } from './mock-response.js';

it('types the body by the spec', () => {
  expectTypeOf<SuccessBody<'/AdminApi/admin/account', 'get'>>().toHaveProperty('Username');
  // @ts-expect-error IsSsoUser is required by the Member schema
  mockResponse('get', '/AdminApi/admin/account', { Username: 'kim' });
  // @ts-expect-error the account path has no POST
  mockResponse('post', '/AdminApi/admin/account', { Username: 'kim', IsSsoUser: false });
});
