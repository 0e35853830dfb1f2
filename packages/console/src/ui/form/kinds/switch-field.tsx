import { Switch } from '@adobe/react-spectrum';

/**
 * The switch kind: Spectrum's Switch, its label beside it. Loaded on demand by the form kit
 * (field-kinds.tsx).
 */
export default function SwitchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Switch isSelected={value} onChange={onChange}>
      {label}
    </Switch>
  );
}
