import { ActionButton, Flex, Text, View } from '@adobe/react-spectrum';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { firstMessage } from './use-schema-form';

/** A choice of a row's multi-select cell. */
interface RowOption {
  value: string;
  label: string;
}

/**
 * One cell of a `rows` field's row. Its label is the column's with the row's name and number
 * (`Host, server 2`), so every input of every row has a name of its own.
 */
export interface RowFieldSpec<Row = Record<string, unknown>> {
  name: keyof Row & string;
  label: string;
  kind: 'text' | 'number' | 'switch' | 'secret' | 'multi' | 'select';
  required?: boolean;
  /** Help under the cell; a function to say something per row (a secret set or not). */
  description?: string | ((row: Row) => string | undefined);
  size?: 'short' | 'long';
  /** A Spectrum width (`size-3000`): rows keep their cells narrow to stay on one line. */
  width?: string;
  /** For `multi` and `select` (a closed choice: PAN mapping's rotation). */
  options?: readonly RowOption[];
  /** For `secret`: whether the row has one stored. */
  isSet?: (row: Row) => boolean;
}

/** What a `rows` field adds to a field spec (form-fields.tsx). */
export interface RowsSpec<Row = Record<string, unknown>> {
  kind: 'rows';
  /** What one row is called, in lower case: `server` gives `Host, server 2`, `Remove server 2`. */
  rowName: string;
  /** The Add button's text (`Add RADIUS server`). */
  addLabel: string;
  fields: readonly RowFieldSpec<Row>[];
  /** A new row's values. */
  newRow: () => object;
  /** The most rows (no Add past it). */
  max?: number;
  /** Said when there is no row. */
  empty?: string;
}

/** A field as the form's `Field` gives it, with the array helpers of `mode="array"`. */
export interface RowsFieldState {
  state: { value: unknown; meta: { errors: unknown[] } };
  handleChange: (value: unknown) => void;
  handleBlur: () => void;
}

type LooseField = (props: {
  name: string;
  mode?: 'array';
  children: (field: RowsFieldState) => ReactNode;
}) => ReactNode;

/** How the form kit draws one cell: form-fields' FieldControl, given in to keep imports one way. */
export type RenderCell = (
  cell: Omit<RowFieldSpec, 'description'> & { label: string; description?: string },
  field: RowsFieldState,
  row: Record<string, unknown>,
  error: string | undefined,
) => ReactNode;

/**
 * An editable list of rows (a profile's RADIUS servers, Passpoint's MCC/MNC pairs and
 * NAI realms): each row's cells, a `Remove` button per row, and `Add …` under them. By keyboard:
 * Add puts the focus in the new row's first cell; Remove puts it in the next row (or the one
 * before, or Add when none is left). The list's own message (`Add at least one RADIUS server`)
 * shows under its label.
 */
export function RowsField({
  Field,
  name,
  label,
  spec,
  description,
  showErrors,
  renderCell,
}: {
  Field: LooseField;
  name: string;
  label: string;
  spec: RowsSpec;
  description?: string | undefined;
  showErrors: boolean;
  renderCell: RenderCell;
}) {
  const rowsRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // Rows have no identity of their own: keys follow adds and removes so a row's own state (a
  // secret's `Change`) stays with it when an earlier row goes.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  const [focus, setFocus] = useState<number | 'add' | null>(null);
  useEffect(() => {
    if (focus === null) return;
    const target =
      focus === 'add'
        ? addRef.current?.querySelector<HTMLElement>('button')
        : rowsRef.current?.children
            .item(focus)
            ?.querySelector<HTMLElement>('input, textarea, button, [role="switch"]');
    target?.focus();
    setFocus(null);
  });

  return (
    <Field name={name} mode="array">
      {(list) => {
        const rows = (Array.isArray(list.state.value) ? list.state.value : []) as Record<
          string,
          unknown
        >[];
        while (keys.current.length < rows.length) keys.current.push(nextKey.current++);
        keys.current.length = rows.length;
        const listError = showErrors ? firstMessage(list.state.meta.errors) : undefined;
        const full = spec.max !== undefined && rows.length >= spec.max;
        const add = () => {
          keys.current.push(nextKey.current++);
          list.handleChange([...rows, spec.newRow()]);
          setFocus(rows.length);
        };
        const remove = (index: number) => {
          keys.current.splice(index, 1);
          list.handleChange(rows.filter((_, at) => at !== index));
          setFocus(rows.length === 1 ? 'add' : Math.min(index, rows.length - 2));
        };
        return (
          <View width="100%">
            <Text UNSAFE_className="gn-form-rows-label">{label}</Text>
            {description && <Text UNSAFE_className="gn-form-note">{description}</Text>}
            {rows.length === 0 && (
              <Text UNSAFE_className="gn-form-note">{spec.empty ?? 'None yet.'}</Text>
            )}
            <ol className="gn-form-rows" ref={rowsRef} aria-label={label}>
              {rows.map((row, index) => {
                const rowLabel = `${spec.rowName} ${index + 1}`;
                return (
                  <li key={keys.current[index]} className="gn-form-row">
                    <Flex direction="row" wrap gap="size-200" alignItems="start">
                      {spec.fields.map((cell) => {
                        const { description, ...rest } = cell;
                        const text =
                          typeof description === 'function' ? description(row) : description;
                        return (
                          <Field key={cell.name} name={`${name}[${index}].${cell.name}`}>
                            {(field) =>
                              renderCell(
                                {
                                  ...rest,
                                  label: `${cell.label}, ${rowLabel}`,
                                  ...(text ? { description: text } : {}),
                                },
                                field,
                                row,
                                showErrors ? firstMessage(field.state.meta.errors) : undefined,
                              )
                            }
                          </Field>
                        );
                      })}
                      <View paddingTop="size-300">
                        <ActionButton
                          isQuiet
                          aria-label={`Remove ${rowLabel}`}
                          onPress={() => remove(index)}
                        >
                          <Delete />
                          <Text>Remove</Text>
                        </ActionButton>
                      </View>
                    </Flex>
                  </li>
                );
              })}
            </ol>
            <div ref={addRef}>
              <ActionButton onPress={add} isDisabled={full}>
                <Add />
                <Text>{spec.addLabel}</Text>
              </ActionButton>
            </div>
            {listError && (
              <div className="gn-form-rows-error" role="alert">
                {listError}
              </div>
            )}
          </View>
        );
      }}
    </Field>
  );
}
