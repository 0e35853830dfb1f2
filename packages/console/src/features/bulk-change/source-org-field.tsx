import { ComboBox, Item } from '@adobe/react-spectrum';
import { orgsUnderQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { FILTER_DEBOUNCE_MS } from '../../ui/list/list-screen';

// A search names a few; typing more narrows them (the org under search has thousands in `huge`).
const SHOWN = 50;
const NUMBER_IN_LABEL = /\(([^()]+)\)$/;

/**
 * The org number a `Copy from` text names: the number of an option picked (`Name (number)`),
 * else the text as typed.
 *
 * @example
 * sourceNumberOf('Lobby (GN-1042-7)') // → 'GN-1042-7'
 */
export function sourceNumberOf(text: string): string {
  const trimmed = text.trim();
  return NUMBER_IN_LABEL.exec(trimmed)?.[1]?.trim() ?? trimmed;
}

/**
 * What `Copy from` says of a source that is not under the selected org (a copy is made from the
 * orgs the admin is working on, as the targets are).
 */
export const sourceOutside = (orgName: string) => `Choose a service area under ${orgName}.`;

/**
 * Whether `number` is one of the service areas `found` under the selected org (`listOrgsUnder`
 * with that text): null, or the refusal naming the rule.
 *
 * @example
 * sourceRefusal('GN-9', [{ number: 'GN-1042-7' }], 'Harbour') // → 'Choose a service area under Harbour.'
 */
export function sourceRefusal(
  number: string,
  found: readonly { number?: string | null }[],
  orgName: string,
): string | null {
  const wanted = number.trim().toLowerCase();
  return found.some((org) => (org.number ?? '').toLowerCase() === wanted)
    ? null
    : sourceOutside(orgName);
}

/**
 * Checks a `Copy from` org number against the service areas under the selected org (the same
 * `listOrgsUnder` the field searches, usually already in the cache): null, or the refusal.
 */
export function useSourceCheck() {
  const org = useSelectedOrg();
  const { adminApi } = useGuestnetClients();
  const queryClient = useQueryClient();
  return async (number: string): Promise<string | null> => {
    if (!org.number) return null;
    let found: readonly { number?: string | null }[];
    try {
      found = await queryClient.fetchQuery(
        orgsUnderQuery(adminApi, org.number, { type: 'ServiceArea', text: number }),
      );
    } catch {
      // Not checked: the preview reads the source's plans next and says why that fails too.
      return null;
    }
    return sourceRefusal(number, found, org.name);
  };
}

/**
 * `Copy from`: the service area whose plan a copy copies, found by name or number among the
 * selected org and the orgs under it (the targets' own search, `listOrgsUnder`), or its org
 * number typed. `onChange` gets the org number; `errorMessage` says why it is refused.
 */
export function SourceOrgField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (orgNumber: string) => void;
  errorMessage: string | null;
}) {
  const org = useSelectedOrg();
  const { adminApi } = useGuestnetClients();
  const [input, setInput] = useState(value);
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setText(sourceNumberOf(input)), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useGuestnetQuery(
    orgsUnderQuery(adminApi, org.number ?? '', { type: 'ServiceArea', text }),
    { enabled: Boolean(org.number), placeholderData: keepPreviousData },
  );
  const options = (found.data ?? []).slice(0, SHOWN).map((area) => ({
    id: area.number ?? '',
    name: `${area.name} (${area.number ?? ''})`,
  }));
  return (
    <ComboBox
      label="Copy from"
      isRequired
      allowsCustomValue
      menuTrigger="focus"
      items={options}
      inputValue={input}
      onInputChange={(next) => {
        setInput(next);
        onChange(sourceNumberOf(next));
      }}
      loadingState={found.isFetching ? 'filtering' : 'idle'}
      validationState={errorMessage ? 'invalid' : undefined}
      errorMessage={errorMessage ?? undefined}
      description="The service area whose plan is copied: its name or org number"
      width="size-3600"
    >
      {(option) => <Item key={option.id}>{option.name}</Item>}
    </ComboBox>
  );
}
