// docs/decisions/adv-org-search.md
import {
  Button,
  Flex,
  Item,
  Picker,
  SearchField,
  Text,
  TextField,
  View,
} from '@adobe/react-spectrum';
import { orgSearchQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useOrgSession, useOrgTreeStore, useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { handTargets } from '../../lib/org/bulk-targets';
import type { OrgNode } from '../../lib/org/org-node';
import { BULK_CHANGE_ADDRESS } from '../../lib/screens/linked-addresses';
import { type AddressOf, addressParams } from '../../lib/screens/screen-address';
import { ExportDialog } from '../../ui/list/export-dialog';
import { ListGrid } from '../../ui/list/list-grid';
import { nextSort } from '../../ui/list/list-search';
import { SavedViews } from '../../ui/list/saved-views';
import { useDebouncedDraft } from '../../ui/list/use-debounced-draft';
import { type ListAddressCodec, useListAddress } from '../../ui/list/use-list-address';
import { useListExport } from '../../ui/list/use-list-export';
import { usePageClamp } from '../../ui/list/use-list-query';
import { useLocalPage } from '../../ui/list/use-local-page';
import { notify } from '../../ui/snackbar';
import { ORG_SEARCH_ADDRESS } from './org-search-address';
import {
  findInTree,
  mergeNodes,
  ORG_RESULT_COLUMNS,
  ORG_STATUS_OPTIONS,
  ORG_TYPE_OPTIONS,
  type OrgCriteria,
  type OrgSearchState,
  orgSearchParams,
  orgSearchState,
  parentMessage,
  SERVER_SEARCH_MIN,
} from './search-criteria';

const ENTITY = { singular: 'Org', plural: 'Orgs' };
// The route has validated the address already (docs/decisions/typed-addresses.md).
const ORG_SEARCH_CODEC: ListAddressCodec<OrgSearchState, AddressOf<typeof ORG_SEARCH_ADDRESS>> = {
  read: orgSearchState,
  write: orgSearchParams,
};
const EDIT_ORG = '/setup/organization';
// Its results become the targets of a bulk change (docs/decisions/bulk-change.md).
const BULK_CHANGE = '/manage/bulk-change';

/**
 * Support > Adv Org Search (`/support/org-search`): a search form over the loaded org
 * tree (name or number, type, status, trial, parent), results in the kit's grid with the state in
 * the address; choosing a row selects that org and opens its Edit Org; `Export CSV`.
 */
export default function AdvOrgSearch() {
  const session = useOrgSession();
  const tree = useOrgTreeStore();
  const version = tree.version();
  const org = useSelectedOrg();
  const navigate = useNavigate();
  const { state, search, go, setList } = useListAddress(
    useAddress(ORG_SEARCH_ADDRESS),
    ORG_SEARCH_CODEC,
  );
  const { criteria } = state;
  const onCriteria = useCallback(
    (next: OrgCriteria) =>
      go((current) => ({ criteria: next, list: { ...current.list, page: 1 } }), true),
    [go],
  );

  // The tree holds the orgs loaded so far (children load when opened): text of 3 or more
  // characters also asks the server's org search, whose answers join the loaded orgs.
  const { adminApi } = useGuestnetClients();
  const serverText = criteria.text.trim();
  const askServer = serverText.length >= SERVER_SEARCH_MIN;
  const server = useGuestnetQuery(orgSearchQuery(adminApi, serverText), { enabled: askServer });
  const serverNodes = askServer ? server.data : undefined;
  const parentNode = criteria.parent ? tree.findByNumber(criteria.parent.trim()) : undefined;
  const parentInvalid = criteria.parent !== '' && !parentNode;
  // One pass over the loaded orgs per applied search (the text is applied after a pause), not
  // per keystroke; `version` brings in renames and added orgs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the tree's content
  const results = useMemo(
    () =>
      parentInvalid
        ? []
        : findInTree(
            serverNodes ? mergeNodes(tree.allNodes(), serverNodes) : tree.allNodes(),
            criteria,
            search.sort,
            parentNode,
          ),
    [
      serverNodes,
      tree,
      version,
      criteria.text,
      criteria.type,
      criteria.status,
      criteria.trial,
      parentNode,
      parentInvalid,
      search.sort,
    ],
  );
  const total = results.length;
  const { page, rows } = useLocalPage(results, search);
  usePageClamp(total, search, setList);

  const choose = (node: OrgNode) => {
    session
      .select(node)
      .then((changed) => {
        if (changed || node.uniqueId === org.uniqueId) void navigate({ to: EDIT_ORG });
      })
      .catch((error: unknown) => notify(error instanceof Error ? error.message : String(error)));
  };

  const exporter = useListExport(ENTITY);
  const searched = Object.values(criteria).some((value) => value !== '');

  return (
    <Flex direction="column" gap="size-150">
      <SearchForm
        criteria={criteria}
        findOrg={(number) => tree.findByNumber(number)}
        onApply={onCriteria}
      />
      <Flex gap="size-150" alignItems="center" wrap>
        <Text>
          {askServer
            ? 'Searching the whole tree.'
            : 'Searching the loaded orgs; type 3 or more characters to search the whole tree.'}
        </Text>
        <SavedViews />
        <View flexGrow={1} />
        <Button variant="secondary" isDisabled={total === 0} onPress={exporter.open}>
          Export CSV
        </Button>
        <Button
          variant="secondary"
          isDisabled={total === 0}
          onPress={() => {
            handTargets(results.flatMap((node) => (node.number ? [node.number] : [])));
            void navigate({
              to: BULK_CHANGE,
              search: addressParams(BULK_CHANGE_ADDRESS, { from: 'search' }),
            });
          }}
        >
          Use in Bulk Change
        </Button>
      </Flex>
      <ListGrid<OrgNode>
        query={{
          isPending: tree.source === 'loading' || (askServer && server.isPending),
          error: askServer ? server.error : null,
          refetch: () => void server.refetch(),
        }}
        page={{ Items: rows as OrgNode[], Total: total }}
        plural={ENTITY.plural}
        empty={
          searched
            ? { heading: 'No orgs match', content: 'Try other words, or fewer criteria.' }
            : { heading: 'No orgs loaded', content: 'The org tree has no orgs to search.' }
        }
        shown={{ page, pageSize: search.pageSize }}
        search={{ page, pageSize: search.pageSize }}
        onPage={setList}
        label="Orgs found"
        columns={ORG_RESULT_COLUMNS}
        getRowId={(node) => node.uniqueId}
        sort={search.sort}
        onSort={(field) => setList({ sort: nextSort(search.sort, field), page: 1 })}
        selectable={false}
        renderLink={(node, text, tabIndex) => (
          <Link
            to={EDIT_ORG}
            data-focus
            tabIndex={tabIndex}
            className="gn-grid-link"
            onClick={(event) => {
              event.preventDefault();
              choose(node);
            }}
          >
            {text || '(no name)'}
          </Link>
        )}
      />
      {exporter.isOpen && (
        <ExportDialog
          title="Export Orgs"
          columns={ORG_RESULT_COLUMNS}
          fileName={`org-search-${org.number ?? 'all'}`}
          readPage={async (pageNumber, pageSize) => ({
            Items: results.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
            Total: total,
          })}
          onDone={exporter.done}
        />
      )}
    </Flex>
  );
}

/**
 * The search form: what is typed shows at once and is applied after a pause (300 ms, as the
 * header's search), choices at once; a parent that is not an org number of the tree says so and
 * is not applied.
 */
function SearchForm({
  criteria,
  findOrg,
  onApply,
}: {
  criteria: OrgCriteria;
  findOrg: (number: string) => OrgNode | undefined;
  onApply: (criteria: OrgCriteria) => void;
}) {
  const [draft, setDraft] = useDebouncedDraft(criteria, onApply, (next) =>
    parentMessage(next.parent, findOrg)
      ? undefined
      : { ...next, text: next.text.trim(), parent: next.parent.trim().toUpperCase() },
  );
  const parentError = parentMessage(draft.parent, findOrg);
  const set = (change: Partial<OrgCriteria>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <search aria-label="Search orgs">
      <Flex gap="size-200" alignItems="start" wrap>
        <SearchField
          label="Name or number"
          value={draft.text}
          onChange={(text) => set({ text })}
          onClear={() => set({ text: '' })}
          maxLength={200}
          width="size-3600"
          description="An org number (GN-1042) searches by number"
        />
        <Picker
          label="Type"
          width="size-2000"
          selectedKey={draft.type || 'any'}
          onSelectionChange={(key) =>
            set({ type: key === 'any' ? '' : (String(key) as OrgCriteria['type']) })
          }
        >
          {[{ value: 'any', label: 'Any type' }, ...ORG_TYPE_OPTIONS].map((option) => (
            <Item key={option.value}>{option.label}</Item>
          ))}
        </Picker>
        <Picker
          label="Status"
          width="size-1700"
          selectedKey={draft.status || 'any'}
          onSelectionChange={(key) =>
            set({ status: key === 'any' ? '' : (String(key) as OrgCriteria['status']) })
          }
        >
          {['any', ...ORG_STATUS_OPTIONS].map((status) => (
            <Item key={status}>{status === 'any' ? 'Any status' : status}</Item>
          ))}
        </Picker>
        <Picker
          label="Trial"
          width="size-1700"
          selectedKey={draft.trial || 'any'}
          onSelectionChange={(key) =>
            set({ trial: key === 'any' ? '' : (String(key) as OrgCriteria['trial']) })
          }
        >
          <Item key="any">Any</Item>
          <Item key="yes">In trial</Item>
          <Item key="no">Not in trial</Item>
        </Picker>
        <TextField
          label="Under org"
          value={draft.parent}
          onChange={(parent) => set({ parent })}
          maxLength={64}
          width="size-2400"
          description="An org number; empty for the whole tree"
          validationState={parentError ? 'invalid' : undefined}
          errorMessage={parentError}
          validationBehavior="aria"
        />
      </Flex>
    </search>
  );
}
