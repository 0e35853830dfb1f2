// docs/decisions/new-site-wizard.md
import {
  ActionButton,
  Checkbox,
  CheckboxGroup,
  Flex,
  Heading,
  Text,
  TextField,
  View,
} from '@adobe/react-spectrum';
import {
  COMMON_SERVICE_AREAS,
  hasServiceArea,
  MAX_NEW_SERVICE_AREAS,
  type ServiceAreaFormRow,
} from '@guestnet/validators';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { firstMessage } from '../../ui/form/use-schema-form';

interface FieldState<T> {
  state: { value: T; meta: { errors: unknown[] } };
  handleChange: (value: T) => void;
  handleBlur: () => void;
  pushValue?: (value: ServiceAreaFormRow) => void;
  removeValue?: (index: number) => void;
}

// The form's Field component with the typing relaxed: rows are named by their index.
type LooseForm = {
  Field: (props: {
    name: string;
    mode?: 'array';
    // biome-ignore lint/suspicious/noExplicitAny: each name holds its own type of value
    children: (field: FieldState<any>) => ReactNode;
  }) => ReactNode;
};

const EMPTY_ROW: ServiceAreaFormRow = { Name: '', VlanId: '' };

/**
 * The Service areas step: the common names as checkboxes, and one row per area (name and
 * optional VLAN id) where any other name is typed; `Add service area` adds a row (at most 50).
 */
export function AreasStep({ form, showErrors }: { form: unknown; showErrors: boolean }) {
  const { Field } = form as LooseForm;
  const id = useId();
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const nameId = (index: number) => `${id}-area-${index}`;
  useEffect(() => {
    if (focusRow === null) return;
    document.getElementById(nameId(focusRow))?.focus();
    setFocusRow(null);
  });

  return (
    <Field name="Areas" mode="array">
      {(list: FieldState<ServiceAreaFormRow[]>) => {
        const rows = list.state.value;
        const listError = showErrors ? firstMessage(list.state.meta.errors) : undefined;
        const picked = COMMON_SERVICE_AREAS.filter((name) => hasServiceArea(rows, name));
        const pick = (next: string[]) => {
          const kept = rows.filter(
            (row) =>
              !COMMON_SERVICE_AREAS.some(
                (name) => !next.includes(name) && hasServiceArea([row], name),
              ),
          );
          const added = next
            .filter((name) => !hasServiceArea(kept, name))
            .map((Name) => ({ ...EMPTY_ROW, Name }));
          // An empty row left by `Add service area` takes the first picked name.
          const blank = kept.findIndex((row) => row.Name.trim() === '');
          if (blank >= 0 && added.length > 0) {
            kept[blank] = { ...(kept[blank] as ServiceAreaFormRow), ...added.shift() };
          }
          list.handleChange([...kept, ...added].slice(0, MAX_NEW_SERVICE_AREAS));
        };
        return (
          <Flex direction="column" gap="size-300">
            <CheckboxGroup
              label="Common service areas"
              orientation="horizontal"
              description="Pick any of these, or type your own below."
              value={picked}
              onChange={pick}
              validationState={listError ? 'invalid' : undefined}
              errorMessage={listError}
              validationBehavior="aria"
            >
              {COMMON_SERVICE_AREAS.map((name) => (
                <Checkbox key={name} value={name}>
                  {name}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <View>
              <Heading level={4} marginTop={0} marginBottom="size-100">
                Service areas of the site ({rows.length} of {MAX_NEW_SERVICE_AREAS})
              </Heading>
              {rows.length === 0 && (
                <Text UNSAFE_className="gn-form-note">No service areas yet.</Text>
              )}
              <ol className="gn-new-site-areas">
                {rows.map((_, index) => (
                  // Rows have no identity but their place; removing one renumbers the rest.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index}>
                    <Flex gap="size-200" alignItems="start" wrap>
                      <Field name={`Areas[${index}].Name`}>
                        {(field: FieldState<string>) => (
                          <TextField
                            id={nameId(index)}
                            label={`Area ${index + 1} name`}
                            isRequired
                            necessityIndicator="icon"
                            width="size-3600"
                            value={field.state.value ?? ''}
                            onChange={field.handleChange}
                            onBlur={field.handleBlur}
                            validationState={
                              showErrors && firstMessage(field.state.meta.errors)
                                ? 'invalid'
                                : undefined
                            }
                            errorMessage={
                              showErrors ? firstMessage(field.state.meta.errors) : undefined
                            }
                            validationBehavior="aria"
                          />
                        )}
                      </Field>
                      <Field name={`Areas[${index}].VlanId`}>
                        {(field: FieldState<string>) => (
                          <TextField
                            label={`Area ${index + 1} VLAN id`}
                            description="Optional, 1 to 4094"
                            inputMode="numeric"
                            width="size-2000"
                            value={field.state.value ?? ''}
                            onChange={field.handleChange}
                            onBlur={field.handleBlur}
                            validationState={
                              showErrors && firstMessage(field.state.meta.errors)
                                ? 'invalid'
                                : undefined
                            }
                            errorMessage={
                              showErrors ? firstMessage(field.state.meta.errors) : undefined
                            }
                            validationBehavior="aria"
                          />
                        )}
                      </Field>
                      <View paddingTop="size-300">
                        <ActionButton
                          aria-label={`Remove area ${index + 1}`}
                          onPress={() => {
                            list.removeValue?.(index);
                            if (rows.length > 1) setFocusRow(Math.max(0, index - 1));
                          }}
                        >
                          <Delete />
                        </ActionButton>
                      </View>
                    </Flex>
                  </li>
                ))}
              </ol>
              <ActionButton
                isDisabled={rows.length >= MAX_NEW_SERVICE_AREAS}
                onPress={() => {
                  list.pushValue?.({ ...EMPTY_ROW });
                  setFocusRow(rows.length);
                }}
              >
                <Add />
                <Text>Add service area</Text>
              </ActionButton>
            </View>
          </Flex>
        );
      }}
    </Field>
  );
}
