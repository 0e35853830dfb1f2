import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { HotspotProfilesEditor } from './hotspot-profiles-editor';
import type { MikrotikRouterRow } from './mikrotik-screen';

const ROUTER: MikrotikRouterRow = {
  Id: 2,
  OrgNumber: 'GN-1042',
  Name: 'Core router',
  Host: '10.20.0.254',
  Port: 8729,
  Protocol: 'api_ssl',
  Username: 'guestnet',
  HasPassword: true,
  HotspotProfiles: [
    {
      Name: 'guest',
      RateLimit: '2M/10M',
      SharedUsers: 3,
      SessionTimeoutSec: 5400,
      IdleTimeoutSec: 0,
      KeepaliveTimeoutSec: 120,
      AddressPool: 'guest-pool',
    },
  ],
  Status: 'working',
  StatusReason: null,
  LastAttempt: '2026-11-22T08:00:00Z',
};

/** Renders the editor over a fetch that records each dbo call and answers `answer`. */
function renderEditor(answer: (procedure: string) => unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push([procedure, payload]);
    return Response.json(answer(procedure));
  };
  const bed = consoleTestbed({ fetch });
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <HotspotProfilesEditor router={ROUTER} orgNumber="GN-1042" />
      </bed.wrapper>
    </Provider>,
  );
  return calls;
}

const cell = (name: string) => screen.getByRole('textbox', { name });

describe('the hotspot profiles editor', () => {
  it('shows the stored profiles in RouterOS notation', () => {
    renderEditor(() => ({}));
    expect(cell('Session timeout of guest')).toHaveProperty('value', '1h30m');
    expect(cell('Idle timeout of guest')).toHaveProperty('value', 'none');
    expect(screen.getByRole('button', { name: 'Save profiles' })).toHaveProperty('disabled', true);
  });

  it('refuses a wrong rate limit with its message and sends nothing, then saves a right one', async () => {
    const calls = renderEditor(() => ROUTER);
    fireEvent.change(cell('Rate limit (rx/tx) of guest'), { target: { value: '10M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    expect(
      await screen.findByText('Enter upload/download such as 10M/2M, each a number with k, M or G'),
    ).toBeTruthy();
    expect(cell('Rate limit (rx/tx) of guest').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    fireEvent.change(cell('Rate limit (rx/tx) of guest'), { target: { value: '10M/2M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    await waitFor(() =>
      expect(calls.map(([procedure]) => procedure)).toContain('SaveMikrotikRouter'),
    );
    const [, sent] = calls.find(([procedure]) => procedure === 'SaveMikrotikRouter') ?? [];
    expect(sent).toMatchObject({
      OrgNumber: 'GN-1042',
      Id: 2,
      Name: 'Core router',
      HotspotProfiles: [{ Name: 'guest', RateLimit: '10M/2M', SessionTimeoutSec: 5400 }],
    });
    expect(sent).not.toHaveProperty('Password');
  });

  it('keeps every value when the save is refused', async () => {
    const calls = renderEditor(() => ({ Error: 'Refused.' }));
    fireEvent.change(cell('Address pool of guest'), { target: { value: 'vip-pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save profiles' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(cell('Address pool of guest')).toHaveProperty('value', 'vip-pool');
  });
});
