import { Checkbox, CheckboxGroup } from '@adobe/react-spectrum';
import type { CommonFieldProps, KindOption } from './field-props';

/**
 * The multi kind: a group of checkboxes, its value the checked options' values. Loaded on demand
 * by the form kit (field-kinds.tsx).
 */
export default function MultiField({
  options,
  value,
  onChange,
  ...common
}: CommonFieldProps & {
  options: readonly KindOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <CheckboxGroup
      {...common}
      value={[...value]}
      onChange={onChange}
      UNSAFE_className="gn-form-multi"
    >
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value}>
          {option.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
