import { MIKROTIK_ROUTER_DEFAULTS } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import { MIKROTIK_ROUTER } from './mikrotik-router';
import { secretFields } from './secret-pair';

describe('secretFields', () => {
  const [whenNew, whenStored] = secretFields(MIKROTIK_ROUTER.secret);
  const router = (HasPassword: boolean) => ({ ...MIKROTIK_ROUTER_DEFAULTS, HasPassword });

  it('asks for the secret while none is stored', () => {
    const shown = [whenNew, whenStored].filter((field) => field?.visible(router(false)));
    expect(shown).toMatchObject([
      { name: 'Password', kind: 'secret', required: true, description: /Never shown again/ },
    ]);
    expect(shown[0]?.isSet(router(false))).toBe(false);
  });

  it('shows a stored secret as set, and lets it be kept by leaving the field empty', () => {
    const shown = [whenNew, whenStored].filter((field) => field?.visible(router(true)));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.required).toBeUndefined();
    expect(shown[0]?.description).toMatch(/leave empty to keep the password/);
    expect(shown[0]?.isSet(router(true))).toBe(true);
  });
});
