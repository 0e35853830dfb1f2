import { Divider, Flex } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  MIKROTIK_ROUTER_DEFAULTS,
  mikrotikRouterFormValues,
  mikrotikRouterSchema,
} from '@guestnet/validators';
import { useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { MIKROTIK_ROUTER } from '../../lib/entities/mikrotik-router';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { ConnectionPanel } from './connection-panel';
import { HotspotProfilesEditor } from './hotspot-profiles-editor';
import { MIKROTIK_PATH, routerSections } from './mikrotik-screen';

/**
 * Setup > Mikrotik Manager: one router (`item/{id?}`; no id adds one). A stored router also shows
 * its connection status with `Test connection`, and its hotspot user profiles, edited in place
 * and saved on their own (docs/decisions/mikrotik-manager.md).
 */
export default function MikrotikRouterItem() {
  const params = useScreenParams('/setup/mikrotik-manager/item/{id?}');
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const id = itemId(params.id);
  // The form screen reads the same query (one cache).
  const stored = useDboQuery(
    dbo,
    'GetMikrotikRouter',
    { OrgNumber: org.number ?? '', Id: id ?? 0 },
    { enabled: typeof id === 'number' },
  );
  return (
    <Flex direction="column" gap="size-300">
      <EntityFormScreen
        entity={MIKROTIK_ROUTER.names}
        procedures={MIKROTIK_ROUTER.procedures}
        id={id}
        listPath={`${MIKROTIK_PATH}/manage`}
        defaultValues={MIKROTIK_ROUTER_DEFAULTS}
        toValues={mikrotikRouterFormValues}
        schema={({ taken, current }) =>
          mikrotikRouterSchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
        }
        uniqueField="Name"
        nameOf={(values) => values.Name.trim()}
        sections={routerSections()}
      />
      {typeof id === 'number' && stored.data && (
        <>
          <Divider size="S" />
          <ConnectionPanel router={stored.data} orgNumber={org.number ?? ''} />
          <Divider size="S" />
          <HotspotProfilesEditor
            key={`${org.number ?? ''}|${id}`}
            router={stored.data}
            orgNumber={org.number ?? ''}
          />
        </>
      )}
    </Flex>
  );
}
