import { ComboBox, Item } from '@adobe/react-spectrum';
import { orgsUnderQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { REQUIRED_MESSAGE } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
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
 * `Copy from`: the service area whose plan a copy copies, found by name or number among the
 * selected org and the orgs under it (the targets' own search, `listOrgsUnder`), or its org
 * number typed. `onChange` gets the org number.
 */
export function SourceOrgField({
  value,
  onChange,
  isInvalid,
}: {
  value: string;
  onChange: (orgNumber: string) => void;
  isInvalid: boolean;
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
      validationState={isInvalid ? 'invalid' : undefined}
      errorMessage={REQUIRED_MESSAGE}
      description="The service area whose plan is copied: its name or org number"
      width="size-3600"
    >
      {(option) => <Item key={option.id}>{option.name}</Item>}
    </ComboBox>
  );
}
