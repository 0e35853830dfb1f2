import { ActionButton, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import { useDrawerOpen } from '../../hooks/app-state';
import { toggleDrawer } from '../../lib/session/drawer-state';

/** The header's `Toggle Org Tree` button: opens and closes the org drawer. */
export function DrawerToggle() {
  const open = useDrawerOpen();
  return (
    <TooltipTrigger offset={10}>
      <ActionButton
        isQuiet
        aria-label="Toggle Org Tree"
        aria-expanded={open}
        onPress={toggleDrawer}
        staticColor="white"
      >
        <ShowMenu />
      </ActionButton>
      <Tooltip>Toggle Org Tree</Tooltip>
    </TooltipTrigger>
  );
}
