import { ComboBox, Item } from '@adobe/react-spectrum';
import type { CommonFieldProps, KindOption } from './field-props';

/**
 * The combo kind: Spectrum's ComboBox, a closed choice among many that typing filters; `''` for
 * none. Loaded on demand by the form kit (field-kinds.tsx).
 */
export default function ComboField({
  options,
  value,
  onChange,
  width,
  ...common
}: CommonFieldProps & {
  options: readonly KindOption[];
  value: string;
  onChange: (value: string) => void;
  width: string;
}) {
  return (
    <ComboBox
      {...common}
      width={width}
      defaultItems={options.map((option) => ({ id: option.value, name: option.label }))}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
    >
      {(item) => <Item key={item.id}>{item.name}</Item>}
    </ComboBox>
  );
}
