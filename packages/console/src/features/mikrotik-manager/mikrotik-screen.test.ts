import { describe, expect, it } from 'vitest';
import { textOf } from '../../ui/list/list-column';
import {
  attemptText,
  MIKROTIK_COLUMNS,
  type MikrotikRouterRow,
  routerSections,
  statusText,
} from './mikrotik-screen';

const ROUTER: MikrotikRouterRow = {
  Id: 2,
  OrgNumber: 'GN-1042',
  Name: 'Annex router',
  Host: '192.0.2.17',
  Port: 8728,
  Protocol: 'api',
  Username: 'guestnet',
  HasPassword: true,
  HotspotProfiles: [],
  Status: 'failing',
  StatusReason: 'No answer from 192.0.2.17:8728 within 10 s.',
  LastAttempt: '2026-11-22T08:05:00Z',
};

describe('the Mikrotik Manager list', () => {
  it('shows a router’s status, its reason and its last attempt in UTC', () => {
    expect(MIKROTIK_COLUMNS.map((column) => textOf(column, ROUTER))).toEqual([
      'Annex router',
      '192.0.2.17',
      'Failing',
      'No answer from 192.0.2.17:8728 within 10 s.',
      '2026-11-22 08:05',
    ]);
  });

  it('says a router never tried is Not tested, Never', () => {
    const untried = {
      ...ROUTER,
      Status: 'unknown' as const,
      StatusReason: null,
      LastAttempt: null,
    };
    expect(MIKROTIK_COLUMNS.map((column) => textOf(column, untried)).slice(2)).toEqual([
      'Not tested',
      '',
      'Never',
    ]);
  });

  it('writes times in UTC', () => {
    expect(attemptText('2026-11-22T08:05:00Z')).toBe('2026-11-22 08:05 UTC');
    expect(attemptText(null)).toBe('Never');
    expect(statusText('working')).toBe('Working');
  });
});

describe('the router form', () => {
  const fields = routerSections().flatMap((section) => section.fields);
  const values = (HasPassword: boolean) =>
    ({
      Name: '',
      Host: '',
      Port: '',
      Protocol: 'api',
      Username: '',
      Password: '',
      HasPassword,
    }) as const;

  it('asks for a password while none is stored, and says how to keep a stored one', () => {
    const shown = (HasPassword: boolean) =>
      fields.filter(
        (field) => field.name === 'Password' && (field.visible?.(values(HasPassword)) ?? true),
      );
    expect(shown(false)).toEqual([expect.objectContaining({ kind: 'secret', required: true })]);
    expect(shown(true)).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/leave empty to keep/) }),
    ]);
  });

  it('never holds the password in a text field', () => {
    expect(fields.filter((field) => field.name === 'Password').map((field) => field.kind)).toEqual([
      'secret',
      'secret',
    ]);
  });
});
