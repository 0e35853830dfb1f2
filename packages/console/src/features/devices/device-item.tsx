import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  DEVICE_DEFAULTS,
  deviceFormValues,
  deviceSchema,
  isDeviceType,
} from '@guestnet/validators';
import { useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { DEVICE } from '../../lib/entities/device';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { DEVICES_PATH, deviceSections, deviceStatusText } from './device-screen';

/** Setup > Devices: one device (`item/{type}/{id?}`; no id adds one of that vendor). */
export default function DeviceItem() {
  const params = useScreenParams('/setup/devices/item/{type}/{id?}');
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const id = itemId(params.id);
  // The form screen reads the same query (one cache): here only for the read-only status.
  const stored = useDboQuery(
    dbo,
    DEVICE.procedures.get,
    { OrgNumber: org.number ?? '', Id: id ?? 0 },
    { enabled: typeof id === 'number' },
  );
  if (!isDeviceType(params.type)) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unknown device type</Heading>
        <Content>
          “{params.type}” is not a device type. Open the device from the Devices list.
        </Content>
      </InlineAlert>
    );
  }
  const type = params.type;
  return (
    <EntityFormScreen
      entity={DEVICE.names}
      procedures={DEVICE.procedures}
      id={id}
      listPath={`${DEVICES_PATH}/manage`}
      defaultValues={DEVICE_DEFAULTS(type)}
      toValues={deviceFormValues}
      schema={({ taken, current }) =>
        deviceSchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="Name"
      nameOf={(values) => values.Name.trim()}
      sections={deviceSections(type, stored.data ? deviceStatusText(stored.data) : undefined)}
    />
  );
}
