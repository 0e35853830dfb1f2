import { ActionButton, Flex, ProgressCircle } from '@adobe/react-spectrum';
import LocationIcon from '@spectrum-icons/workflow/Location';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { MAX_SEARCH_LENGTH } from '../../lib/org-search/search-text';
import { isolate } from '../../lib/platform/bidi-isolate';
import { WithTooltip } from '../../ui/with-tooltip';
import { copyOrgLink } from './copy-org-link';
import { useOrgSearch } from './use-org-search';

// The dropdown only opens once the box is used: its code loads when the box gets focus.
const loadMenu = () => import('./org-search-menu');
const OrgSearchMenu = lazy(() => loadMenu().then((m) => ({ default: m.OrgSearchMenu })));

/**
 * The header's org search box (docs/product/screens.md): a combobox with `Search for Org`, its dropdown, and
 * the `Location` button that copies the current org's link.
 */
export function OrgSearch() {
  const search = useOrgSearch();
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const { open, close } = search;

  // docs/product/states.md: a click outside the box closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <div ref={boxRef} style={{ position: 'relative', flex: '0 1 420px' }}>
      <Flex alignItems="center" gap="size-50">
        <input
          type="search"
          role="combobox"
          aria-label="Search for Org"
          placeholder="Search for Org"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${search.highlight}` : undefined}
          value={search.text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => search.setText(event.target.value)}
          onClick={search.openMenu}
          onFocus={() => void loadMenu()}
          onKeyDown={search.onKeyDown}
          style={{
            flex: 1,
            height: 32,
            padding: '0 8px',
            border: '1px solid var(--spectrum-global-color-gray-500)',
            borderRadius: 4,
            font: 'inherit',
          }}
        />
        {search.results.status === 'searching' && (
          <ProgressCircle size="S" aria-label="Searching" isIndeterminate />
        )}
        <WithTooltip label={`Copy the link to ${isolate(search.org.name)}`}>
          <ActionButton
            isQuiet
            staticColor="white"
            aria-label="Location"
            onPress={() => void copyOrgLink(search.org.number)}
          >
            <LocationIcon />
          </ActionButton>
        </WithTooltip>
      </Flex>
      {open && (
        <Suspense fallback={null}>
          <OrgSearchMenu search={search} listId={listId} />
        </Suspense>
      )}
    </div>
  );
}
