// docs/decisions/report-screens.md
import type { AdminApiClient } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useMemo } from 'react';
import type { ReportQuery } from './report-query';
import { ReportScreen, type ReportScreenProps } from './report-screen';

/** What a report screen declares: the screen's props, its query made from the AdminApi client. */
export interface ReportDeclaration<Row extends object, Totals, Key extends string>
  extends Omit<ReportScreenProps<Row, Totals, Key>, 'query'> {
  query: (adminApi: AdminApiClient) => ReportQuery<Row, Totals>;
}

/**
 * A report screen from its declaration: a column list, a filter list (its address), a totals
 * line and its operation; the kit does the rest.
 *
 * @example
 * export default defineReport<Sale, Totals, Key>({ title: 'Revenue Summary', search: REVENUE_SEARCH, columns, totals, query: (adminApi) => (params) => operationQuery(adminApi, 'get', …), … });
 */
export function defineReport<Row extends object, Totals, Key extends string>(
  declaration: ReportDeclaration<Row, Totals, Key>,
) {
  // Made once, as a screen module loads, not in a render: a screen's component for its route.
  // biome-ignore lint/correctness/noComponentHookFactories: a declaration's component, made at module load
  function Report() {
    const { adminApi } = useGuestnetClients();
    const query = useMemo(() => declaration.query(adminApi), [adminApi]);
    return <ReportScreen<Row, Totals, Key> {...declaration} query={query} />;
  }
  Report.displayName = declaration.title.replaceAll(' ', '');
  return Report;
}
