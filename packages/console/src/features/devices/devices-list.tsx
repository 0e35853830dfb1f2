import { Button, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import { DEVICE_TYPES } from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { DEVICE } from '../../lib/entities/device';
import { ListScreen } from '../../ui/list/list-screen';
import { DEVICE_COLUMNS, DEVICES_PATH, type DeviceRow } from './device-screen';

/** Setup > Devices: the list (`/setup/devices/manage`). */
export default function DevicesList() {
  const navigate = useNavigate();
  return (
    <ListScreen<DeviceRow>
      entity={DEVICE.names}
      list={DEVICE.procedures.list}
      remove={DEVICE.procedures.remove}
      columns={DEVICE_COLUMNS}
      itemPath={(row) => `${DEVICES_PATH}/item/${row.Type}/${row.Id}`}
      exportName="devices"
      addControl={
        // The vendor decides what the form asks for, so Add asks for it first.
        <MenuTrigger>
          <Button variant="accent">Add Device</Button>
          <Menu
            aria-label="Device type"
            onAction={(type) => void navigate({ to: `${DEVICES_PATH}/item/${String(type)}` })}
          >
            {DEVICE_TYPES.map((type) => (
              <Item key={type.value}>{type.label}</Item>
            ))}
          </Menu>
        </MenuTrigger>
      }
    />
  );
}
