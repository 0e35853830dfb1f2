// docs/decisions/connection-profile-route.md
import type { ConnectionProfileFormValues } from '@guestnet/validators';
import type { EntityNames, EntityProcedures } from './entity-procedures';
import type { SecretPair } from './secret-pair';

/** Setup > Connection Profiles: the Wi-Fi networks (SSID, security, Passpoint) a site offers. */
export const CONNECTION_PROFILE = {
  names: { singular: 'Connection Profile', plural: 'Connection Profiles' } satisfies EntityNames,
  procedures: {
    get: 'GetConnectionProfile',
    save: 'SaveConnectionProfile',
    remove: 'DeleteConnectionProfile',
    list: 'ListConnectionProfiles',
  } as const satisfies EntityProcedures,
  /** The personal types' passphrase: write-only. */
  secret: {
    name: 'Psk',
    label: 'Passphrase',
    stored: (values) => values.HasPsk,
    whenNew: '8 to 63 characters, or 64 hex digits.',
    whenStored: '8 to 63 characters; leave empty to keep the passphrase that is set.',
  } satisfies SecretPair<ConnectionProfileFormValues>,
};
