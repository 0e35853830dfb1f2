import { firstMessage } from './use-schema-form';

/** What a `form.Field` render prop gives a field component. */
export interface BoundField<V> {
  state: { value: V; meta: { errors: readonly unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/**
 * A text field's props for a `useSchemaForm` field: its value and handlers, and its first message
 * once messages show (after the first submit). Spectrum's TextField and TextArea take them as
 * they are, and so does the login page's plain TextInput. The form validates, not the browser.
 */
export function bindField<V>(field: BoundField<V>, showErrors: boolean) {
  const message = showErrors ? firstMessage(field.state.meta.errors) : undefined;
  return {
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    isInvalid: Boolean(message),
    errorMessage: message,
  };
}
