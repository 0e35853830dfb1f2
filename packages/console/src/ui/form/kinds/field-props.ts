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
