// docs/decisions/connection-profile-route.md
import { Button, Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import {
  CONNECTION_PROFILE_DEFAULTS,
  connectionProfileFormValues,
  connectionProfileRoute,
  connectionProfileSchema,
  isConnectionProfileType,
} from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { useAddress, useScreenParams } from '../../hooks/use-address';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { CONNECTION_PROFILES_PATH, connectionProfileSections } from './connection-profile-screen';
import { PROFILE_ADDRESS } from './profile-address';

/**
 * Setup > Connection Profiles: one profile (`item/{route}/{type}`; a stored one's id in `?id=`,
 * none adds one of that type). The route follows the type: `passpoint` or `ssid`.
 */
export default function ConnectionProfileItem() {
  const params = useScreenParams('/setup/connection-profiles/item/{route}/{type}');
  const search = useAddress(PROFILE_ADDRESS);
  const navigate = useNavigate();
  const listPath = `${CONNECTION_PROFILES_PATH}/manage`;
  const type = params.type;
  if (!isConnectionProfileType(type) || params.route !== connectionProfileRoute(type)) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unknown connection profile type</Heading>
        <Content>
          “{params.route}/{params.type}” is not a connection profile type. Open the profile from the
          Connection Profiles list.{' '}
          <Button variant="secondary" onPress={() => void navigate({ to: listPath })}>
            Back to Connection Profiles
          </Button>
        </Content>
      </InlineAlert>
    );
  }
  const id = itemId(search.id === undefined ? undefined : String(search.id));
  return (
    <EntityFormScreen
      // A new type or profile is a new form, not the old one's values.
      key={`${type}/${String(id)}`}
      entity={CONNECTION_PROFILE.names}
      procedures={CONNECTION_PROFILE.procedures}
      id={id}
      listPath={listPath}
      defaultValues={CONNECTION_PROFILE_DEFAULTS(type)}
      toValues={connectionProfileFormValues}
      schema={({ taken, current }) =>
        connectionProfileSchema({
          type,
          takenNames: taken,
          ...(current !== undefined ? { current } : {}),
        })
      }
      uniqueField="Name"
      nameOf={(values) => values.Name.trim()}
      sections={connectionProfileSections(type)}
    />
  );
}
