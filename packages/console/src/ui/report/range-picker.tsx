// The Range of the Overview and the report screens: docs/decisions/overview-screen.md,
// docs/decisions/report-screens.md
import { Flex, Text, View } from '@adobe/react-spectrum';
import { reportRangeMessages } from '@guestnet/validators';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChoiceSelect } from './choice-select';
import { RANGE_CHOICES, type RangeChoice, type RangeSearch } from './report-range';
import './report-screen.css';

// Spectrum's date picker loads only with a screen that shows one (ui/form/date-field.tsx).
const DateField = lazy(() => import('../form/date-field'));

/**
 * A day the date field can show as it is: years 0001 to 9999. The year 0000 of an address (the
 * year before year 1) would read as `1/1/1`; the field shows nothing, beside its message.
 */
const showable = (day: string) => (day.startsWith('0000') ? '' : day);

/**
 * The `Range` picker (the kit's {@link ChoiceSelect}), and the From and To dates once `Custom` is chosen;
 * `from` and `to` are the days the range covers now, `clock` names the zone they are counted in
 * once known.
 */
export function RangePicker({
  search,
  from,
  to,
  today,
  clock,
  onChange,
}: {
  search: RangeSearch;
  from: string;
  to: string;
  today: string;
  /** Which zone the days and hours are counted in, once known. */
  clock: string | undefined;
  /** `keyed` for a Range changed by a key on the closed picker ({@link ChoiceSelect}). */
  onChange: (change: Partial<RangeSearch>, keyed?: boolean) => void;
}) {
  // The dates show at once as typed, with their messages; the address follows each change, and
  // the screen loads once the range is valid.
  const [draft, setDraft] = useState({ From: from, To: to });
  useEffect(() => setDraft({ From: from, To: to }), [from, to]);
  const shown = reportRangeMessages(draft, today);
  const setDay = (key: 'From' | 'To', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    onChange({ from: next.From, to: next.To });
  };
  const date = (key: 'From' | 'To') => (
    <DateField
      label={key}
      value={showable(draft[key])}
      onChange={(value) => setDay(key, value)}
      isRequired
      necessityIndicator="icon"
      description={undefined}
      isInvalid={Boolean(shown[key])}
      errorMessage={shown[key]}
      validationBehavior="aria"
      onBlur={() => {}}
    />
  );
  return (
    <Flex gap="size-200" alignItems="start" wrap>
      <ChoiceSelect
        label="Range"
        choices={RANGE_CHOICES}
        value={search.range}
        onChange={(id, keyed) => {
          const range = id as RangeChoice;
          // Custom starts from the days the previous choice showed.
          onChange(range === 'custom' ? { range, from, to } : { range, from: '', to: '' }, keyed);
        }}
      />
      {search.range === 'custom' && (
        <Suspense fallback={<View minHeight="size-800" />}>
          {date('From')}
          {date('To')}
        </Suspense>
      )}
      {clock && (
        <View alignSelf="end" paddingBottom="size-75">
          <Text UNSAFE_className="gn-range-clock">{clock}</Text>
        </View>
      )}
    </Flex>
  );
}
