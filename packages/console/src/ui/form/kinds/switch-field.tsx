import { Switch } from '@adobe/react-spectrum';
import type { SwitchKindProps } from './field-props';

/**
 * The switch kind: Spectrum's Switch, its label beside it. Loaded on demand by the form kit
 * (field-kinds.tsx).
 */
export default function SwitchField({ label, value, onChange }: SwitchKindProps) {
  return (
    <Switch isSelected={value} onChange={onChange}>
      {label}
    </Switch>
  );
}
