import { useId } from 'react';

/** Props of a login-page field: its form field's value, handlers and message, plus the input's own. */
export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  type?: 'text' | 'password' | 'email';
  name?: string;
  autoComplete?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
}

/**
 * A labelled text field in plain HTML: the login page stays light (its first load's 120 kB
 * budget) and looks like the console's Spectrum fields. Required labels carry `*` (docs/product/screens.md
 * "Shared UI").
 */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  type = 'text',
  name,
  autoComplete,
  isRequired = false,
  autoFocus = false,
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        required={isRequired}
        // biome-ignore lint/a11y/noAutofocus: the login page has one job; its first field takes focus.
        autoFocus={autoFocus}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {isInvalid && errorMessage && (
        <div id={errorId} className="login-field-error">
          {errorMessage}
        </div>
      )}
    </div>
  );
}
