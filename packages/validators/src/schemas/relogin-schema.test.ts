import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createReloginSchema } from './relogin-schema.js';

describe('createReloginSchema', () => {
  it('asks for a realm only when none is stored', () => {
    expect(Object.keys(createReloginSchema({ realmStored: true }).entries)).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(createReloginSchema({ realmStored: false }).entries)).toEqual([
      'username',
      'password',
      'realm',
    ]);
  });

  it('drops a realm typed in when one is stored', () => {
    const schema = createReloginSchema({ realmStored: true });
    expect(v.parse(schema, { username: 'a', password: 'b', realm: 'corp' })).toEqual({
      username: 'a',
      password: 'b',
    });
  });

  it.each([
    [
      { username: 'a', password: 'b', realm: ' corp ' },
      { username: 'a', password: 'b', realm: 'corp' },
    ],
    [
      { username: 'a', password: 'b' },
      { username: 'a', password: 'b', realm: '' },
    ],
  ])('trims the realm and lets it be left empty: %j', (input, output) => {
    expect(v.parse(createReloginSchema({ realmStored: false }), input)).toEqual(output);
  });

  it.each([true, false])(
    'still requires username and password (realm stored: %s)',
    (realmStored) => {
      const issues = v.safeParse(createReloginSchema({ realmStored }), {
        username: '',
        password: '',
      }).issues;
      expect(issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
        ['username', 'Required'],
        ['password', 'Required'],
      ]);
    },
  );
});
