import { ActionButton } from '@adobe/react-spectrum';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import { useDrawerOpen } from '../../hooks/app-state';
import { toggleDrawer } from '../../lib/session/drawer-state';
import { WithTooltip } from '../../ui/with-tooltip';

/** The header's `Toggle Org Tree` button: opens and closes the org drawer. */
export function DrawerToggle() {
  const open = useDrawerOpen();
  return (
    <WithTooltip label="Toggle Org Tree">
      <ActionButton
        isQuiet
        aria-label="Toggle Org Tree"
        aria-expanded={open}
        onPress={toggleDrawer}
        staticColor="white"
      >
        <ShowMenu />
      </ActionButton>
    </WithTooltip>
  );
}
