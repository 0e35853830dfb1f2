// docs/decisions/report-screens.md
import { ActionButton, Flex, TextField } from '@adobe/react-spectrum';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useSmallScreen } from '../../hooks/app-state';
import { useDebouncedDraft } from '../list/use-debounced-draft';
import { ChoiceSelect } from './choice-select';
import {
  type AddressText,
  filterValue,
  MAX_REPORT_FILTER_LENGTH,
  type ReportFilter,
} from './report-search';

const trimmed = (text: string) => text.trim();

/**
 * One filter: a picker of its choices (a {@link ChoiceSelect}) with `Any` (or the filter's own word for none), or a text
 * box whose text shows at once and goes to the address after the list kit's pause.
 */
export function ReportFilterField({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value: AddressText;
  /**
   * `typing` for a text box's keystrokes, which replace the history entry; `keyed` for a choice
   * changed by a key on the closed picker.
   */
  onChange: (value: string, typing: boolean, keyed?: boolean) => void;
}) {
  const text = filterValue(value);
  if (filter.choices) {
    return (
      <ChoiceSelect
        label={filter.label}
        choices={[{ id: 'any', label: filter.none ?? 'Any' }, ...filter.choices]}
        value={text || 'any'}
        onChange={(id, keyed) => onChange(id === 'any' ? '' : id, false, keyed)}
      />
    );
  }
  return <FilterText label={filter.label} value={text} onChange={(next) => onChange(next, true)} />;
}

function FilterText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  // The pause runs from the last key: a render of the screen does not start it again.
  const latest = useRef(onChange);
  latest.current = onChange;
  const apply = useCallback((next: string) => latest.current(next), []);
  const [draft, setDraft] = useDebouncedDraft(value, apply, trimmed);
  return (
    <TextField
      label={label}
      width="size-2000"
      value={draft}
      maxLength={MAX_REPORT_FILTER_LENGTH}
      onChange={setDraft}
    />
  );
}

/**
 * The screen's filters in a row that wraps; on a phone they fold behind a `Filters` button
 * that counts those set, so the first screen shows the `Total` line and the rows.
 */
export function ReportFilterFold({ active, children }: { active: number; children: ReactNode }) {
  const small = useSmallScreen();
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const region = useId();
  if (!small) {
    return (
      <Flex gap="size-150" alignItems="end" wrap>
        {children}
      </Flex>
    );
  }
  return (
    <>
      <div>
        <ActionButton onPress={toggle} aria-expanded={open} aria-controls={region}>
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </ActionButton>
      </div>
      <div id={region} hidden={!open}>
        <Flex gap="size-150" alignItems="end" wrap>
          {children}
        </Flex>
      </div>
    </>
  );
}
