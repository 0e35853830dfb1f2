// docs/decisions/native-screen-kit.md
import { SearchField } from '@adobe/react-spectrum';
import { type ComponentProps, useId } from 'react';
import { MAX_FILTER_LENGTH } from './list-search';
import { useDebouncedDraft } from './use-debounced-draft';

export { FILTER_DEBOUNCE_MS } from './use-debounced-draft';

const trimmed = (text: string) => text.trim();

/**
 * The `Filter` box: what is typed shows at once, `onChange` (the address, or a screen's own
 * filter) follows after a pause. `label` and `width` name and size it where a screen's box
 * searches something narrower than a list's text (Bulk Change's `Name or number`).
 */
export function FilterBox({
  value,
  onChange,
  plural,
  label = 'Filter',
  width = 'size-3600',
}: {
  value: string;
  onChange: (value: string) => void;
  plural: string;
  label?: string;
  width?: ComponentProps<typeof SearchField>['width'];
}) {
  const [text, setText] = useDebouncedDraft(value, onChange, trimmed);
  // Spectrum's SearchField drops `aria-description`: the box points at a hidden text instead.
  const described = useId();
  return (
    <>
      <SearchField
        label={label}
        value={text}
        onChange={setText}
        onClear={() => setText('')}
        maxLength={MAX_FILTER_LENGTH}
        width={width}
        aria-describedby={described}
      />
      <span id={described} className="gn-visually-hidden">
        {`Shows the ${plural} whose text contains what you type`}
      </span>
    </>
  );
}
