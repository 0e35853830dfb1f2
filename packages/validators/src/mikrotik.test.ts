import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboSchema, without } from '../test/dbo-contract.js';
import {
  DURATION_MESSAGE,
  durationSeconds,
  durationText,
  HOTSPOT_PROFILE_DEFAULTS,
  type HotspotProfileFormValues,
  HotspotProfilesSchema,
  hotspotProfilesFormValues,
  MIKROTIK_HOST_MESSAGE,
  MIKROTIK_PROTOCOLS,
  MIKROTIK_ROUTER_DEFAULTS,
  type MikrotikRouterFormValues,
  mikrotikRouterFormValues,
  mikrotikRouterSchema,
  RATE_LIMIT_MESSAGE,
  SHARED_USERS_MESSAGE,
} from './mikrotik.js';

const stored = dboExample('GetMikrotikRouterResult') as Record<string, unknown>;
const issuesOf = (schema: v.GenericSchema, form: unknown) =>
  v.safeParse(schema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (schema: v.GenericSchema, form: unknown) => {
  const result = v.safeParse(schema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(schema, form)));
  return result.output as Record<string, unknown>;
};
const router = (changes: Partial<MikrotikRouterFormValues> = {}) => ({
  ...mikrotikRouterFormValues(stored),
  ...changes,
});
const profiles = (...rows: Partial<HotspotProfileFormValues>[]) => ({
  Profiles: rows.map((row) => ({ ...HOTSPOT_PROFILE_DEFAULTS, Name: 'guest', ...row })),
});

describe('the router schema and the examples of openapi/dbo.yaml', () => {
  it('takes GetMikrotikRouterResult through the form and gives back its fields, no password', () => {
    const output = outputOf(mikrotikRouterSchema(), mikrotikRouterFormValues(stored));
    expect(output).toEqual(
      without(stored, [
        'Id',
        'OrgNumber',
        'HasPassword',
        'HotspotProfiles',
        'Status',
        'StatusReason',
        'LastAttempt',
      ]),
    );
  });

  it('takes SaveMikrotikRouterRequest (a create, with its password) through the form', () => {
    const payload = dboExample('SaveMikrotikRouterRequest') as Record<string, unknown>;
    const form = { ...mikrotikRouterFormValues(payload), Password: String(payload.Password) };
    expect(outputOf(mikrotikRouterSchema(), form)).toEqual(
      without(payload, ['OrgNumber', 'HotspotProfiles']),
    );
  });

  it('offers exactly the contract’s protocols', () => {
    expect(MIKROTIK_PROTOCOLS.map((protocol) => protocol.value).sort()).toEqual(
      [...(dboSchema('MikrotikRouterFields').properties.Protocol?.enum ?? [])].sort(),
    );
  });
});

describe('a new router', () => {
  it('says Required for the name, address, username and password', () => {
    expect(issuesOf(mikrotikRouterSchema(), MIKROTIK_ROUTER_DEFAULTS)).toEqual([
      ['Name', 'Required'],
      ['Host', 'Required'],
      ['Username', 'Required'],
      ['Password', 'Required'],
    ]);
  });

  it('says what is wrong with an address, a port and a taken name', () => {
    const schema = mikrotikRouterSchema({ takenNames: ['Main router'] });
    expect(
      issuesOf(schema, router({ Name: 'main ROUTER', Host: 'router one', Port: '70000' })),
    ).toEqual([
      ['Name', 'Must be unique'],
      ['Host', MIKROTIK_HOST_MESSAGE],
      ['Port', 'Must be 65535 or less'],
    ]);
  });
});

describe('the password is write-only', () => {
  it('left empty on a router that has one, it is left out: the stored one is kept', () => {
    expect('Password' in outputOf(mikrotikRouterSchema(), router())).toBe(false);
  });

  it('a new one replaces it, as typed', () => {
    expect(outputOf(mikrotikRouterSchema(), router({ Password: ' p4ss ' })).Password).toBe(
      ' p4ss ',
    );
  });

  it('takes 128 characters and no more', () => {
    expect(issuesOf(mikrotikRouterSchema(), router({ Password: 'x'.repeat(129) }))).toEqual([
      ['Password', 'Must be no more than 128 characters'],
    ]);
  });

  it('is never read back into the form', () => {
    expect(mikrotikRouterFormValues({ ...stored, Password: 'leaked' }).Password).toBe('');
  });
});

describe('RouterOS durations', () => {
  it.each([
    ['1h30m', 5400],
    ['2d', 172_800],
    ['1w', 604_800],
    ['45s', 45],
    ['none', 0],
    ['', 0],
    ['1H', 3600],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['90 minutes', '1.5h', 'h', 'forever', '-1h'])('does not read %s', (text) => {
    expect(durationSeconds(text)).toBeUndefined();
  });

  it.each([
    [5400, '1h30m'],
    [0, 'none'],
    [86_400, '1d'],
    [90_061, '1d1h1m1s'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
    expect(durationSeconds(text)).toBe(seconds);
  });
});

describe('the hotspot user profiles', () => {
  it('take the example’s profiles through the rows and give them back', () => {
    const form = hotspotProfilesFormValues(stored);
    expect(form.Profiles[1]).toMatchObject({ SharedUsers: 'unlimited', SessionTimeout: 'none' });
    expect(outputOf(HotspotProfilesSchema, form)).toEqual(stored.HotspotProfiles);
  });

  it('match the contract’s RateLimit pattern', () => {
    const pattern = new RegExp(dboSchema('HotspotUserProfile').properties.RateLimit?.pattern ?? '');
    for (const value of ['10M/2M', '512k/1M', '1G/1G', '64000/128000']) {
      expect(pattern.test(value)).toBe(true);
      expect(outputOf(HotspotProfilesSchema, profiles({ RateLimit: value }))).toMatchObject([
        { RateLimit: value },
      ]);
    }
  });

  it.each(['10M', '10 M/2 M', '10T/2M', 'fast', '10M/2M/1M'])('refuse RateLimit %s', (value) => {
    expect(issuesOf(HotspotProfilesSchema, profiles({ RateLimit: value }))).toEqual([
      ['Profiles.0.RateLimit', RATE_LIMIT_MESSAGE],
    ]);
  });

  it('send an empty RateLimit as no limit, and unlimited shared users as null', () => {
    expect(
      outputOf(HotspotProfilesSchema, profiles({ RateLimit: '', SharedUsers: 'Unlimited' })),
    ).toMatchObject([{ RateLimit: null, SharedUsers: null }]);
  });

  it.each(['0', '1001', '2.5', 'many'])('refuse SharedUsers %s', (value) => {
    expect(issuesOf(HotspotProfilesSchema, profiles({ SharedUsers: value }))).toEqual([
      ['Profiles.0.SharedUsers', SHARED_USERS_MESSAGE],
    ]);
  });

  it('say which timeout is not a duration', () => {
    expect(
      issuesOf(
        HotspotProfilesSchema,
        profiles({ IdleTimeout: '10 minutes', SessionTimeout: '2h' }),
      ),
    ).toEqual([['Profiles.0.IdleTimeout', DURATION_MESSAGE]]);
  });

  it('need a name, unique in the router without regard to case', () => {
    expect(
      issuesOf(
        HotspotProfilesSchema,
        profiles({ Name: 'Guest' }, { Name: 'guest' }, { Name: ' ' }),
      ),
    ).toEqual([
      ['Profiles.2.Name', 'Required'],
      ['Profiles.1.Name', 'Must be unique'],
    ]);
  });

  it('send seconds', () => {
    expect(
      outputOf(
        HotspotProfilesSchema,
        profiles({ SessionTimeout: '1h30m', IdleTimeout: 'none', KeepaliveTimeout: '2m' }),
      ),
    ).toMatchObject([{ SessionTimeoutSec: 5400, IdleTimeoutSec: 0, KeepaliveTimeoutSec: 120 }]);
  });
});
