import type { Key } from 'react';

/** What every field kind takes from the form kit (form-fields.tsx): its label, help and state. */
export interface CommonFieldProps {
  label: string;
  isRequired: boolean;
  necessityIndicator: 'icon';
  description: string | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
  onBlur: () => void;
}

/** A choice of a select, combo or multi-select field. */
export interface KindOption {
  value: string;
  label: string;
}

/** What a closed choice's kind (select, combo) takes: its options, the chosen value (`''` for none), its width. */
export interface ChoiceKindProps extends CommonFieldProps {
  options: readonly KindOption[];
  value: string;
  onChange: (value: string) => void;
  width: string;
}

/**
 * The props Spectrum's Picker and ComboBox take alike from a choice kind's: label, help, state
 * and width as given, the chosen value as the selected key, and a change of key as the value
 * (`''` when none is chosen). Each kind draws its options itself.
 */
export function choiceFieldProps({
  options: _options,
  value,
  onChange,
  ...shown
}: ChoiceKindProps) {
  return {
    ...shown,
    selectedKey: value,
    onSelectionChange: (key: Key | null) => onChange(key === null ? '' : String(key)),
  };
}

/** What a switch's kind takes: its label, whether it is on, and its change. */
export interface SwitchKindProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}
