// docs/decisions/device-form.md
import type { DeviceFormValues } from '@guestnet/validators';
import type { EntityNames, EntityProcedures } from './entity-procedures';
import type { SecretPair } from './secret-pair';

/** Setup > Devices: the gateways and access points that ask the RADIUS servers about guests. */
export const DEVICE = {
  names: { singular: 'Device', plural: 'Devices' } satisfies EntityNames,
  procedures: {
    get: 'GetDevice',
    save: 'SaveDevice',
    remove: 'DeleteDevice',
    list: 'ListDevices',
  } as const satisfies EntityProcedures,
  /** The RADIUS secret the device shares with the servers: write-only. */
  secret: {
    name: 'RadiusSecret',
    label: 'RADIUS secret',
    stored: (values) => values.HasRadiusSecret,
    whenNew: 'Up to 60 characters; the device must be set to the same secret.',
    whenStored: 'Up to 60 characters; leave empty to keep the secret that is set.',
  } satisfies SecretPair<DeviceFormValues>,
};
