// docs/decisions/report-screens.md
import { ActionButton, Button, Flex, Switch, Text, View } from '@adobe/react-spectrum';
import { Link } from '@tanstack/react-router';
import { useSmallScreen } from '../../hooks/app-state';
import { SavedViews } from '../list/saved-views';
import { RangePicker } from './range-picker';
import { ReportFilterField, ReportFilterFold } from './report-filters';
import { filterValue, type ReportAddress, type ReportSearch } from './report-search';
import type { GoOptions } from './use-chosen-address';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours a chart point's link narrowed the range to, as a person reads them; none if whole days. */
export function hoursText(address: Pick<ReportAddress, 'fromHour' | 'toHour'>): string | undefined {
  return address.fromHour !== undefined || address.toHour !== undefined
    ? `${hourText(address.fromHour ?? 0)} to ${hourText(address.toHour ?? 23)} (hours included)`
    : undefined;
}

/** How many of the screen's filters are set, `This org only` among them (not a view's picker). */
export function activeFilters<Key extends string>(
  search: ReportSearch<Key>,
  address: ReportAddress<Key>,
): number {
  const set = search.filters.filter(
    (filter) => !filter.view && filterValue(address[filter.key]) !== '',
  );
  return set.length + (address.thisOrgOnly ? 1 : 0);
}

/**
 * A report's controls: the `Range` and a picker that changes what the rows are (Revenue
 * Summary's `Group by`), `This org only` and the filters (folded behind `Filters` on a phone),
 * the hours of a chart point's link with `All hours`, then `Save view`, `Export CSV`, `Print`
 * and the `Classic page` link.
 */
export function ReportToolbar<Key extends string>({
  search,
  address,
  go,
  days,
  today,
  clock,
  path,
  canExport,
  onExport,
  canPrint,
  printing,
  onPrint,
}: {
  search: ReportSearch<Key>;
  address: ReportAddress<Key>;
  go: (change: Partial<ReportAddress<Key>>, options?: GoOptions) => void;
  days: { from: string; to: string };
  today: string;
  clock: string | undefined;
  path: string;
  canExport: boolean;
  onExport: () => void;
  canPrint: boolean;
  printing: boolean;
  onPrint: () => void;
}) {
  // A choice changed by a key on a closed picker waits for the next press (`hold`).
  const change = (next: object, replace = false, hold = false) =>
    go(next as Partial<ReportAddress<Key>>, { replace, hold });
  const hours = hoursText(address);
  const field = (filter: (typeof search.filters)[number]) => (
    <ReportFilterField
      key={filter.key}
      filter={filter}
      value={address[filter.key]}
      onChange={(value, typing, keyed) => change({ [filter.key]: value }, typing, keyed)}
    />
  );
  // On a phone the switch folds with the filters; on a wider screen it stays by the range.
  const small = useSmallScreen();
  const scope = (
    <View paddingBottom="size-50">
      <Switch
        isSelected={address.thisOrgOnly === 1}
        onChange={(on) => change({ thisOrgOnly: on ? 1 : 0 })}
      >
        This org only
      </Switch>
    </View>
  );
  return (
    <>
      <Flex gap="size-200" alignItems="end" wrap>
        <RangePicker
          search={address}
          from={days.from}
          to={days.to}
          today={today}
          clock={clock}
          onChange={(next, keyed) => change(next, true, keyed)}
        />
        {search.filters.filter((filter) => filter.view).map(field)}
        {!small && scope}
      </Flex>
      <ReportFilterFold active={activeFilters(search, address)}>
        {small && scope}
        {search.filters.filter((filter) => !filter.view).map(field)}
      </ReportFilterFold>
      {hours && (
        <Flex gap="size-150" alignItems="center" wrap>
          <Text>Only the hours {hours}.</Text>
          <ActionButton onPress={() => change({ fromHour: undefined, toHour: undefined })}>
            All hours
          </ActionButton>
        </Flex>
      )}
      <Flex gap="size-150" alignItems="center" wrap>
        <SavedViews />
        <Button variant="secondary" isDisabled={!canExport} onPress={onExport}>
          Export CSV
        </Button>
        <Button variant="secondary" isDisabled={!canPrint || printing} onPress={onPrint}>
          Print
        </Button>
        <View flexGrow={1} />
        <Link to={`${path}/classic`} className="gn-report-classic">
          Classic page
        </Link>
      </Flex>
    </>
  );
}
