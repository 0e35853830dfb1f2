import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { FeedbackOutput } from './feedback-schema.js';
import type { LoginInput } from './login-schema.js';
import type { OrgSearchOutput } from './org-search-schema.js';
import type { PasswordChangeOutput } from './password-change-schema.js';
import { createReloginSchema } from './relogin-schema.js';

describe('schema types', () => {
  it('gives a re-login form a realm only when none is stored', () => {
    expectTypeOf<v.InferOutput<typeof StoredSchema>>().toEqualTypeOf<{
      username: string;
      password: string;
    }>();
    expectTypeOf<v.InferOutput<typeof FieldSchema>>().toEqualTypeOf<{
      username: string;
      password: string;
      realm: string;
    }>();
  });

  it('types the feedback type as idea or bug, and login fields as text', () => {
    expectTypeOf<FeedbackOutput['type']>().toEqualTypeOf<'idea' | 'bug'>();
    expectTypeOf<LoginInput>().toEqualTypeOf<{ username: string; password: string }>();
    expectTypeOf<OrgSearchOutput>().toEqualTypeOf<{ text: string; byOrgNumber: boolean }>();
    expectTypeOf<PasswordChangeOutput>().toEqualTypeOf<{
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }>();
  });
});

const StoredSchema = createReloginSchema({ realmStored: true });
const FieldSchema = createReloginSchema({ realmStored: false });
