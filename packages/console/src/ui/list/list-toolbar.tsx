// docs/decisions/native-screen-kit.md
import { Button, Flex, View } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { FilterBox } from './filter-box';
import { SavedViews } from './saved-views';

/**
 * A kit list's toolbar: the `Filter` box and the saved views at the start, then the buttons,
 * which stay together when the toolbar wraps on a narrow screen: the selection's action
 * (`Delete (2)`), `Export CSV`, the screen's own, and `Add {Entity}`.
 */
export function ListToolbar({
  filter,
  onFilter,
  plural,
  selectionAction,
  canExport,
  onExport,
  children,
}: {
  filter: string;
  onFilter: (filter: string) => void;
  plural: string;
  /** The action on the selected rows, its word, how many rows it takes, and whether it runs. */
  selectionAction?:
    | { label: string; count: number; acting: boolean; onPress: () => void }
    | undefined;
  canExport: boolean;
  onExport: () => void;
  /** The screen's own controls and its Add, after Export CSV. */
  children?: ReactNode;
}) {
  return (
    <Flex gap="size-150" alignItems="end" wrap>
      <FilterBox value={filter} onChange={onFilter} plural={plural} />
      <SavedViews />
      <View flexGrow={1} />
      <Flex gap="size-150" alignItems="end" wrap>
        {selectionAction && (
          <Button
            variant="negative"
            style="outline"
            isDisabled={selectionAction.count === 0 || selectionAction.acting}
            onPress={selectionAction.onPress}
          >
            {selectionAction.count > 0
              ? `${selectionAction.label} (${selectionAction.count})`
              : selectionAction.label}
          </Button>
        )}
        <Button variant="secondary" isDisabled={!canExport} onPress={onExport}>
          Export CSV
        </Button>
        {children}
      </Flex>
    </Flex>
  );
}
