import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ROLE_TEMPLATE_DEFAULTS,
  roleTemplateFormValues,
  roleTemplateSchema,
} from './role-template-schema.js';

const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  );

describe('roleTemplateSchema', () => {
  it('sends the granted features in id order and leaves `none` out', () => {
    const out = v.parse(roleTemplateSchema(), {
      Name: '  Night desk ',
      ScopeLevel: 'Site',
      Permissions: { af_users: 'read', af_accesscode: 'full', af_portal: 'none' },
      SpecialActions: ['reveal_secrets', 'issue_codes'],
    });
    expect(out).toEqual({
      Name: 'Night desk',
      ScopeLevel: 'Site',
      Permissions: [
        { Feature: 'af_accesscode', Access: 'full' },
        { Feature: 'af_users', Access: 'read' },
      ],
      SpecialActions: ['issue_codes', 'reveal_secrets'],
    });
  });

  it('requires a name of at most 64 characters, unique per org without case', () => {
    const schema = roleTemplateSchema({
      takenNames: ['Front desk', 'Night desk'],
      current: 'Night desk',
    });
    expect(messages(v.safeParse(schema, { ...ROLE_TEMPLATE_DEFAULTS('Site'), Name: ' ' }))).toEqual(
      {
        Name: 'Required',
      },
    );
    expect(
      messages(v.safeParse(schema, { ...ROLE_TEMPLATE_DEFAULTS('Site'), Name: 'x'.repeat(65) })),
    ).toEqual({ Name: 'Must be no more than 64 characters' });
    expect(
      messages(v.safeParse(schema, { ...ROLE_TEMPLATE_DEFAULTS('Site'), Name: 'FRONT DESK' })),
    ).toEqual({ Name: 'Must be unique' });
    expect(
      v.safeParse(schema, { ...ROLE_TEMPLATE_DEFAULTS('Site'), Name: 'Night desk' }).success,
    ).toBe(true);
  });

  it('refuses an access level or action the contract does not know', () => {
    const base = { ...ROLE_TEMPLATE_DEFAULTS('Grouping'), Name: 'Ops' };
    expect(
      v.safeParse(roleTemplateSchema(), { ...base, Permissions: { af_users: 'write' } }).success,
    ).toBe(false);
    expect(
      v.safeParse(roleTemplateSchema(), { ...base, SpecialActions: ['delete_all'] }).success,
    ).toBe(false);
  });
});

describe('roleTemplateFormValues', () => {
  it('reads a stored template into the matrix by feature id', () => {
    expect(
      roleTemplateFormValues({
        Name: 'Night desk',
        ScopeLevel: 'Grouping',
        Permissions: [
          { Feature: 'af_users', Access: 'read' },
          { Feature: 'af_portal', Access: 'none' },
          { Feature: 'af_reportcc', Access: 'admin' },
        ],
        SpecialActions: ['refund', 'fly'],
      }),
    ).toEqual({
      Name: 'Night desk',
      ScopeLevel: 'Grouping',
      Permissions: { af_users: 'read' },
      SpecialActions: ['refund'],
    });
  });
});
