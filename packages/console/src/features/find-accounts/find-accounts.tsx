// docs/decisions/find-accounts.md
import {
  Content,
  Flex,
  Heading,
  IllustratedMessage,
  Item,
  Picker,
  SearchField,
  Switch,
  Text,
  View,
} from '@adobe/react-spectrum';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { DataGrid, GRID_ROW_HEIGHT } from '../../ui/list/data-grid';
import { ListBody } from '../../ui/list/list-body';
import { ListPager, useShownSearch } from '../../ui/list/list-pager';
import type { ListSearch } from '../../ui/list/list-search';
import { nextSort } from '../../ui/list/list-search';
import { useDebouncedDraft } from '../../ui/list/use-debounced-draft';
import { useFillHeight } from '../../ui/list/use-fill-height';
import { usePageClamp } from '../../ui/list/use-list-query';
import { browserTimeZone } from '../../ui/report/report-range';
import { useOrgTimeZone } from '../../ui/report/use-org-time-zone';
import { AccountDialog } from './account-dialog';
import { findAccountsQuery } from './account-queries';
import type { AccountRow } from './account-types';
import {
  ACCOUNT_ENTITY,
  ACCOUNT_FIELDS,
  type AccountField,
  type AccountSearchState,
  accountColumns,
  accountSearchParams,
  accountState,
  DEFAULT_ACCOUNT_SORT,
  FIND_ACCOUNTS_ADDRESS,
  FIND_ACCOUNTS_PATH,
  QUERY_MAX,
  QUERY_TOO_SHORT,
  searchable,
} from './find-accounts-search';
import './find-accounts.css';

const trimmed = (text: string) => text.trim();

/**
 * Support > Find Accounts (`/support/account`): a guest account found by name, email, room,
 * access code, MAC or account number across the selected org and everything under it (or the
 * org alone), as support searches on a call; the search starts as the person types, and an
 * account's details, recent sessions and payments open from its row (`?account=…`).
 */
export default function FindAccounts() {
  const { adminApi } = useGuestnetClients();
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const state = accountState(useAddress(FIND_ACCOUNTS_ADDRESS));
  const navigate = useNavigate();
  const latest = useRef(state);
  latest.current = state;
  const go = useCallback(
    (change: Partial<AccountSearchState>, replace = false) => {
      const next = { ...latest.current, ...change };
      void navigate({ to: '.', search: accountSearchParams(next), replace });
    },
    [navigate],
  );

  // Times and days are the org's own, as the reports count them; the browser's while the org's
  // is not known, and if it cannot be read.
  const timeZone = useOrgTimeZone(orgNumber).timeZone ?? browserTimeZone();
  const columns = useMemo(() => accountColumns(timeZone), [timeZone]);

  const asking = searchable(state.q) && orgNumber !== '';
  const query = useGuestnetQuery(
    findAccountsQuery(adminApi, {
      orgNumber,
      q: state.q,
      field: state.field,
      thisOrgOnly: state.thisOrgOnly,
      page: state.list.page,
      pageSize: state.list.pageSize,
      sort: state.list.sort,
    }),
    { enabled: asking, placeholderData: keepPreviousData },
  );
  const answer = query.data;
  const page = answer ? { Items: answer.Rows, Total: answer.TotalRows } : undefined;
  const view = useShownSearch({ ...state.list, filter: '' }, query.isPlaceholderData);
  const total = page?.Total ?? 0;
  const clampTo = useCallback(
    (change: Partial<ListSearch>) => go({ list: { ...latest.current.list, ...change } }, true),
    [go],
  );
  usePageClamp(page?.Total, state.list, clampTo, !query.isPlaceholderData);

  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);
  const firstPage = { ...state.list, page: 1 };

  return (
    <Flex direction="column" gap="size-150">
      <Flex gap="size-200" alignItems="end" wrap>
        <QueryBox
          value={state.q}
          onApply={(q) => go({ q, list: firstPage, account: undefined }, true)}
        />
        <Picker
          label="Search in"
          width="size-2000"
          selectedKey={state.field}
          onSelectionChange={(key) => go({ field: key as AccountField, list: firstPage }, true)}
        >
          {ACCOUNT_FIELDS.map((option) => (
            <Item key={option.id}>{option.label}</Item>
          ))}
        </Picker>
        <Switch
          isSelected={state.thisOrgOnly}
          onChange={(thisOrgOnly) => go({ thisOrgOnly, list: firstPage }, true)}
        >
          This org only
        </Switch>
        <View flexGrow={1} />
        <Link to={`${FIND_ACCOUNTS_PATH}/classic`} className="gn-find-classic">
          Classic page
        </Link>
      </Flex>
      <div ref={gridBox}>
        {!searchable(state.q) ? (
          state.q === '' ? (
            <IllustratedMessage>
              <Heading>Find a guest account</Heading>
              <Content>
                Search by name, email, room, access code, MAC or account number, in this
                organization and everything under it.
              </Content>
            </IllustratedMessage>
          ) : (
            <Text UNSAFE_className="gn-find-short">{QUERY_TOO_SHORT}</Text>
          )
        ) : (
          <ListBody
            query={query}
            page={page}
            plural={ACCOUNT_ENTITY.plural}
            empty={{
              heading: `No accounts match “${state.q}”`,
              content: state.thisOrgOnly
                ? 'Try another field, or turn off This org only to search everything under it.'
                : 'Try another field, or fewer characters.',
            }}
            render={(rows) => (
              <DataGrid<AccountRow>
                label="Accounts found"
                columns={columns}
                rows={rows}
                total={total}
                offset={(view.page - 1) * view.pageSize}
                getRowId={(row) => row.Account}
                sort={state.list.sort || DEFAULT_ACCOUNT_SORT}
                onSort={(field) =>
                  go({
                    list: {
                      ...state.list,
                      sort: nextSort(state.list.sort || DEFAULT_ACCOUNT_SORT, field),
                      page: 1,
                    },
                  })
                }
                selectable={false}
                height={Math.min(gridHeight, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
                busy={query.isPlaceholderData}
                renderLink={(row, text, tabIndex) => (
                  <Link
                    to="."
                    search={accountSearchParams({ ...state, account: row.Account })}
                    data-focus
                    tabIndex={tabIndex}
                    className="gn-grid-link"
                  >
                    {text || row.Account}
                  </Link>
                )}
              />
            )}
          />
        )}
      </div>
      {searchable(state.q) && page && total > 0 && (
        <ListPager
          total={total}
          plural={ACCOUNT_ENTITY.plural}
          shown={view}
          search={state.list}
          onChange={(change) => go({ list: { ...latest.current.list, ...change } })}
        />
      )}
      {state.account !== undefined && orgNumber !== '' && (
        <AccountDialog
          orgNumber={orgNumber}
          account={state.account}
          timeZone={timeZone}
          onClose={() => go({ account: undefined })}
        />
      )}
    </Flex>
  );
}

/**
 * The search box: what is typed shows at once and is searched a moment after the last key
 * (300 ms, the kit's filter pause), or at once on Enter.
 */
function QueryBox({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const [text, setText, applyNow] = useDebouncedDraft(value, onApply, trimmed);
  // Spectrum's SearchField drops `aria-description`: the box points at a hidden text instead,
  // so its row of controls lines up (the screen's first state says the same on screen).
  const described = useId();
  return (
    <>
      <SearchField
        label="Search"
        value={text}
        onChange={setText}
        onSubmit={applyNow}
        onClear={() => setText('')}
        maxLength={QUERY_MAX}
        width="size-3600"
        aria-describedby={described}
      />
      <span id={described} className="gn-visually-hidden">
        Name, email, room, access code, MAC or account number
      </span>
    </>
  );
}
