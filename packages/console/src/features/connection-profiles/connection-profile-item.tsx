// docs/decisions/connection-profile-route.md
import { Button, Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import {
  CONNECTION_PROFILE_DEFAULTS,
  connectionProfileFormValues,
  connectionProfileRoute,
  connectionProfileSchema,
  isConnectionProfileType,
} from '@guestnet/validators';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { CONNECTION_PROFILES_PATH, connectionProfileSections } from './connection-profile-screen';

/**
 * Setup > Connection Profiles: one profile (`item/{route}/{type}`; a stored one's id in `?id=`,
 * none adds one of that type). The route follows the type: `passpoint` or `ssid`.
 */
export default function ConnectionProfileItem() {
  const params = useParams({ strict: false }) as { route?: string; type?: string };
  const search = useSearch({ strict: false }) as { id?: unknown };
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
  const id = search.id === undefined ? undefined : itemId(String(search.id));
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
