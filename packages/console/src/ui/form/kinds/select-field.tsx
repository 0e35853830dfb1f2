import { Item, Picker } from '@adobe/react-spectrum';
import type { CommonFieldProps, KindOption } from './field-props';

/**
 * The select kind: Spectrum's Picker over the options, its value the chosen option's value.
 * Loaded on demand by the form kit (field-kinds.tsx).
 */
export default function SelectField({
  options,
  value,
  onChange,
  isLoading,
  width,
  ...common
}: CommonFieldProps & {
  options: readonly KindOption[];
  value: string;
  onChange: (value: string) => void;
  isLoading: boolean;
  width: string;
}) {
  return (
    <Picker
      {...common}
      width={width}
      // Spectrum's spinner in the field: a press on a list still loading shows why it is empty.
      isLoading={isLoading}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      {options.map((option) => (
        <Item key={option.value}>{option.label}</Item>
      ))}
    </Picker>
  );
}
