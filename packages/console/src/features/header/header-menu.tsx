import { ActionButton, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import More from '@spectrum-icons/workflow/More';
import type { Key } from 'react';

/** One entry of the header's overflow menu. */
export interface HeaderMenuAction {
  key: string;
  label: string;
  run: () => void;
}

/**
 * The header's `More` menu below the mobile breakpoint (docs/decisions/small-screens.md): the
 * actions the bar has no room for. Only small screens load it, after first paint.
 */
export default function HeaderMenu({ actions }: { actions: readonly HeaderMenuAction[] }) {
  const run = (key: Key) => actions.find((action) => action.key === key)?.run();
  return (
    <MenuTrigger align="end">
      <ActionButton isQuiet staticColor="white" aria-label="More">
        <More />
      </ActionButton>
      <Menu items={actions} onAction={run}>
        {(action) => <Item key={action.key}>{action.label}</Item>}
      </Menu>
    </MenuTrigger>
  );
}
