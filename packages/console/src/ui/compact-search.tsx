import { ActionButton, Flex, View } from '@adobe/react-spectrum';
import ArrowLeft from '@spectrum-icons/workflow/ArrowLeft';
import SearchIcon from '@spectrum-icons/workflow/Search';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useSelectedOrg } from '../hooks/org-session';

/**
 * The header bar below the mobile breakpoint (docs/decisions/small-screens.md): the brand, a
 * `Search for Org` button and the actions; the button lays the org search across the whole bar,
 * with a back button. Escape in the empty-menu box, the back button or choosing an org folds it
 * again, and the focus returns to the search button.
 */
export function CompactSearch({
  search,
  actions,
  children,
}: {
  search: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (open) bar.current?.querySelector<HTMLElement>('input')?.focus();
    else if (refocus.current) {
      refocus.current = false;
      button.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [open]);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };

  const number = useSelectedOrg().number;
  const shown = useRef(number);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close is this render's; only a new org folds the bar
  useEffect(() => {
    if (shown.current === number) return;
    shown.current = number;
    if (open) close();
  }, [number]);

  // The box's own Escape closes its menu first: the bar folds only when no menu was open.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const box = event.target as HTMLElement;
    if (event.key === 'Escape' && box.getAttribute('aria-expanded') !== 'true') close();
  };

  if (open) {
    return (
      <Flex alignItems="center" height="100%" gap="size-50" marginX="size-50">
        <ActionButton isQuiet staticColor="white" aria-label="Close org search" onPress={close}>
          <ArrowLeft />
        </ActionButton>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the box */}
        <div ref={bar} className="gn-shell-search-bar" onKeyDown={onKeyDown}>
          {search}
        </div>
      </Flex>
    );
  }
  return (
    <Flex alignItems="center" height="100%" gap="size-100" marginX="size-50">
      {children}
      <View flex />
      <div ref={button}>
        <ActionButton
          isQuiet
          staticColor="white"
          aria-label="Search for Org"
          onPress={() => setOpen(true)}
        >
          <SearchIcon />
        </ActionButton>
      </div>
      {actions}
    </Flex>
  );
}
