import { Flex, Item, Picker, Text } from '@adobe/react-spectrum';
import { type OrgsUnderFilter, orgsByNumbersQuery, orgsUnderQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useCallback } from 'react';
import type { OrgNode, OrgStatus, OrgType } from '../../lib/org/org-node';
import type { SelectedOrg } from '../../lib/org/selected-org';
import { countOf, FilterBox } from '../../ui/list/list-screen';

const ANY = 'any';
const TYPES: readonly { value: OrgType | typeof ANY; label: string }[] = [
  { value: ANY, label: 'Any type' },
  { value: 'Site', label: 'Site' },
  { value: 'ServiceArea', label: 'Service Area' },
  { value: 'Grouping', label: 'Grouping' },
  { value: 'ServiceProvider', label: 'Service Provider' },
];
const STATUSES: readonly { value: OrgStatus | typeof ANY; label: string }[] = [
  { value: ANY, label: 'Any status' },
  { value: 'Active', label: 'Active' },
  { value: 'Disabled', label: 'Disabled' },
];

/** The targets as the screen reads them: the orgs, or that they are loading or failed. */
export interface Targets {
  orgs: readonly OrgNode[] | undefined;
  /** Changes whenever the set of targets may have changed (a new preview is needed). */
  key: string;
  error: string | null;
  /** Asks for the targets again after a failure. */
  retry: () => void;
}

/**
 * The target orgs: the selected org and the orgs under it narrowed by type, status and text
 * (the server's `listOrgsUnder`), or the orgs an Adv Org Search handed over (`handed`).
 */
export function useTargets(org: SelectedOrg, filter: OrgsUnderFilter, handed: string[] | null) {
  const { adminApi } = useGuestnetClients();
  const under = useGuestnetQuery(orgsUnderQuery(adminApi, org.number ?? '', filter), {
    enabled: Boolean(org.number) && !handed,
  });
  const picked = useGuestnetQuery(orgsByNumbersQuery(adminApi, handed ?? []), {
    enabled: Boolean(handed),
  });
  const query = handed ? picked : under;
  return {
    orgs: query.data,
    key: handed
      ? `handed|${handed.length}|${handed[0] ?? ''}`
      : `${org.number}|${filter.type ?? ''}|${filter.status ?? ''}|${filter.text ?? ''}`,
    error: query.error?.message ?? null,
    retry: () => void query.refetch(),
  } satisfies Targets;
}

/** How the screen counts orgs (`countOf`). */
export const ORG = { singular: 'org', plural: 'orgs' };
const TARGET_ORG = { singular: 'target org', plural: 'target orgs' };

/** The count of target orgs, always on screen (announced politely as it changes). */
export function targetCount(targets: Targets): string {
  if (targets.error) return `Unable to count the target orgs: ${targets.error}`;
  if (!targets.orgs) return 'Counting the target orgs…';
  return countOf(targets.orgs.length, TARGET_ORG);
}

/** Where the targets come from, and the type, status and text that narrow them (the count is the screen's). */
export function TargetsPanel({
  org,
  filter,
  onFilter,
  handedCount,
  onDropHanded,
}: {
  org: SelectedOrg;
  filter: OrgsUnderFilter;
  onFilter: (filter: OrgsUnderFilter) => void;
  handedCount: number | null;
  onDropHanded: () => void;
}) {
  // Stable while the filter is, so a render of the screen does not restart the box's pause.
  const onText = useCallback((text: string) => onFilter({ ...filter, text }), [filter, onFilter]);
  return (
    <section aria-labelledby="gn-bulk-targets" className="gn-bulk-panel">
      <h3 id="gn-bulk-targets" className="gn-bulk-heading">
        Targets
      </h3>
      {handedCount !== null ? (
        <Flex gap="size-150" alignItems="center" wrap>
          <Text>The {countOf(handedCount, ORG)} found by Adv Org Search.</Text>
          <button type="button" className="gn-bulk-link" onClick={onDropHanded}>
            Use {org.name} and the orgs under it instead
          </button>
        </Flex>
      ) : (
        <>
          <Text>{org.name} and the orgs under it</Text>
          <Flex gap="size-200" wrap marginTop="size-100" alignItems="end">
            <Picker
              label="Type"
              selectedKey={filter.type ?? ANY}
              onSelectionChange={(key) =>
                onFilter({ ...filter, type: key === ANY ? undefined : (String(key) as OrgType) })
              }
              items={TYPES.map((option) => ({ id: option.value, name: option.label }))}
              width="size-2400"
            >
              {(item) => <Item key={item.id}>{item.name}</Item>}
            </Picker>
            <Picker
              label="Status"
              selectedKey={filter.status ?? ANY}
              onSelectionChange={(key) =>
                onFilter({
                  ...filter,
                  status: key === ANY ? undefined : (String(key) as OrgStatus),
                })
              }
              items={STATUSES.map((option) => ({ id: option.value, name: option.label }))}
              width="size-2000"
            >
              {(item) => <Item key={item.id}>{item.name}</Item>}
            </Picker>
            <FilterBox
              label="Name or number"
              value={filter.text ?? ''}
              onChange={onText}
              plural={ORG.plural}
              width="size-3000"
            />
          </Flex>
        </>
      )}
    </section>
  );
}
