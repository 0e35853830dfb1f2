import { ListScreen } from '../../ui/list/list-screen';
import {
  MIKROTIK_COLUMNS,
  MIKROTIK_PATH,
  type MikrotikRouterRow,
  ROUTER_ENTITY,
} from './mikrotik-screen';

/** Setup > Mikrotik Manager: the site's routers and their connection status (`manage`). */
export default function MikrotikRoutersList() {
  return (
    <ListScreen<MikrotikRouterRow>
      entity={ROUTER_ENTITY}
      list="ListMikrotikRouters"
      remove="DeleteMikrotikRouter"
      columns={MIKROTIK_COLUMNS}
      itemPath={(row) => `${MIKROTIK_PATH}/item/${row.Id}`}
      addPath={`${MIKROTIK_PATH}/item`}
      exportName="mikrotik-routers"
    />
  );
}
