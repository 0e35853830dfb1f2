import { MIKROTIK_ROUTER } from '../../lib/entities/mikrotik-router';
import { ListScreen } from '../../ui/list/list-screen';
import { MIKROTIK_COLUMNS, MIKROTIK_PATH, type MikrotikRouterRow } from './mikrotik-screen';

/** Setup > Mikrotik Manager: the site's routers and their connection status (`manage`). */
export default function MikrotikRoutersList() {
  return (
    <ListScreen<MikrotikRouterRow>
      entity={MIKROTIK_ROUTER.names}
      list={MIKROTIK_ROUTER.procedures.list}
      remove={MIKROTIK_ROUTER.procedures.remove}
      columns={MIKROTIK_COLUMNS}
      itemPath={(row) => `${MIKROTIK_PATH}/item/${row.Id}`}
      addPath={`${MIKROTIK_PATH}/item`}
      exportName="mikrotik-routers"
    />
  );
}
