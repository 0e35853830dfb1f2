import { DatePicker } from '@adobe/react-spectrum';
import { parseDate } from '@internationalized/date';

function safeDate(text: string) {
  try {
    return parseDate(text.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * Spectrum's date picker over a `YYYY-MM-DD` text (`''` for none), the value the schemas read.
 * Loaded on demand by form-fields.tsx.
 */
export default function DateField({
  value,
  onChange,
  ...common
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired: boolean;
  necessityIndicator: 'icon';
  description: string | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
  onBlur: () => void;
}) {
  return (
    <DatePicker
      {...common}
      value={value ? safeDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : '')}
    />
  );
}
