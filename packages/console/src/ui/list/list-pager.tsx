// docs/decisions/native-screen-kit.md
import { ActionButton, Flex, Item, Picker, Text, View } from '@adobe/react-spectrum';
import { useState } from 'react';
import { formatNumber } from './format';
import { type ListSearch, PAGE_SIZES } from './list-search';

/**
 * The list state whose rows are on screen. While the next page loads, the previous page's rows
 * stay (keepPreviousData): their row indexes and the "first–last of total" range must stay those
 * of the page they came from, or page 1's rows show under page 2's numbers until the answer
 * arrives. `isPlaceholder` is the query's `isPlaceholderData`.
 */
export function useShownSearch<S extends ListSearch>(search: S, isPlaceholder: boolean): S {
  const [shown, setShown] = useState(search);
  if (!isPlaceholder && JSON.stringify(shown) !== JSON.stringify(search)) setShown(search);
  return isPlaceholder ? shown : search;
}

/**
 * The paging row under a kit list: `first–last of total {Entities}` (heard when it changes), the
 * rows-per-page picker and Previous/Next page. `shown` is the page whose rows are on screen (the
 * previous one while the next loads), `search` the one asked for.
 */
export function ListPager({
  total,
  plural,
  shown,
  search,
  onChange,
}: {
  total: number;
  plural: string;
  shown: Pick<ListSearch, 'page' | 'pageSize'>;
  search: Pick<ListSearch, 'page' | 'pageSize'>;
  onChange: (change: Partial<ListSearch>) => void;
}) {
  const lastPage = Math.max(1, Math.ceil(total / search.pageSize));
  const first = total === 0 ? 0 : (shown.page - 1) * shown.pageSize + 1;
  const last = Math.min(total, shown.page * shown.pageSize);
  return (
    <Flex gap="size-150" alignItems="center" wrap>
      <Text>
        <span aria-live="polite">
          {first}–{last} of {formatNumber(total)} {plural}
        </span>
      </Text>
      <View flexGrow={1} />
      <Picker
        label="Rows per page"
        labelPosition="side"
        width="size-2400"
        selectedKey={String(search.pageSize)}
        onSelectionChange={(key) => onChange({ pageSize: Number(key), page: 1 })}
      >
        {[...new Set([...PAGE_SIZES, search.pageSize])]
          .sort((a, b) => a - b)
          .map((size) => (
            <Item key={String(size)}>{String(size)}</Item>
          ))}
      </Picker>
      <ActionButton
        isDisabled={search.page <= 1}
        onPress={() => onChange({ page: search.page - 1 })}
      >
        Previous page
      </ActionButton>
      <Text>
        Page {Math.min(search.page, lastPage)} of {lastPage}
      </Text>
      <ActionButton
        isDisabled={search.page >= lastPage}
        onPress={() => onChange({ page: search.page + 1 })}
      >
        Next page
      </ActionButton>
    </Flex>
  );
}
