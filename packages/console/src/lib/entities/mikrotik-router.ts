// docs/decisions/mikrotik-manager.md
import type { MikrotikRouterFormValues } from '@guestnet/validators';
import type { EntityNames, EntityProcedures } from './entity-procedures';
import type { SecretPair } from './secret-pair';

/** Setup > Mikrotik Manager: the routers the console signs in to, to set up their hotspots. */
export const MIKROTIK_ROUTER = {
  names: { singular: 'Router', plural: 'Routers' } satisfies EntityNames,
  procedures: {
    get: 'GetMikrotikRouter',
    save: 'SaveMikrotikRouter',
    remove: 'DeleteMikrotikRouter',
    list: 'ListMikrotikRouters',
  } as const satisfies EntityProcedures,
  /** The RouterOS user's password: write-only. */
  secret: {
    name: 'Password',
    label: 'Password',
    stored: (values) => values.HasPassword,
    whenNew: 'Up to 128 characters. Never shown again once saved.',
    whenStored: 'Up to 128 characters; leave empty to keep the password that is set.',
  } satisfies SecretPair<MikrotikRouterFormValues>,
};
