import { Button, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import { CONNECTION_PROFILE_TYPES, isConnectionProfileType } from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { ListScreen } from '../../ui/list/list-screen';
import {
  CONNECTION_PROFILE_COLUMNS,
  type ConnectionProfileRow,
  profileItemPath,
} from './connection-profile-screen';

/** Setup > Connection Profiles: the list (`/setup/connection-profiles/manage`). */
export default function ConnectionProfilesList() {
  const navigate = useNavigate();
  return (
    <ListScreen<ConnectionProfileRow>
      entity={CONNECTION_PROFILE.names}
      list={CONNECTION_PROFILE.procedures.list}
      remove={CONNECTION_PROFILE.procedures.remove}
      columns={CONNECTION_PROFILE_COLUMNS}
      itemPath={(row) => profileItemPath(row.Type, row.Id)}
      exportName="connection-profiles"
      addControl={
        // The type decides what the form asks for, so Add asks for it first.
        <MenuTrigger>
          <Button variant="accent">Add Connection Profile</Button>
          <Menu
            aria-label="Connection profile type"
            onAction={(type) => {
              if (isConnectionProfileType(type)) void navigate({ to: profileItemPath(type) });
            }}
          >
            {CONNECTION_PROFILE_TYPES.map((type) => (
              <Item key={type.value}>{type.label}</Item>
            ))}
          </Menu>
        </MenuTrigger>
      }
    />
  );
}
