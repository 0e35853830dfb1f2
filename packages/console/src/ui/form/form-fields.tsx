import {
  ActionButton,
  Flex,
  Heading,
  Text,
  TextArea,
  TextField,
  View,
} from '@adobe/react-spectrum';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ChoiceMatrixProps } from './choice-matrix';
import {
  ChoiceStandIn,
  ComboField,
  DateField,
  KindSlot,
  MultiField,
  MultiStandIn,
  preloadFieldKinds,
  SelectField,
  SwitchField,
  SwitchStandIn,
} from './field-kinds';
import type { CommonFieldProps } from './kinds/field-props';
import { type RenderCell, RowsField, type RowsSpec } from './rows-field';
import { firstMessage } from './use-schema-form';
import './form.css';

/** A choice of a select or multi-select field. */
export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase<Values> {
  name: keyof Values & string;
  label: string;
  /** Required: the label ends with `*` and the schema says `Required`. */
  required?: boolean;
  /** Help under the field. */
  description?: string;
  /** Shown only when this says so, e.g. a type's own fields. */
  visible?: (values: Values) => boolean;
  /** `short` for codes and figures (a currency, a port); text fields are long by default. */
  size?: 'short' | 'long';
  /** A Spectrum width (`size-3000`) instead of the size's, e.g. for a row's cells. */
  width?: string;
}

/**
 * One field of a native form. Text-like kinds hold text: the schema reads numbers and
 * prices from it with the spec's messages (`Must be a number`, `Invalid Price`).
 */
export type FieldSpec<Values> = FieldBase<Values> &
  (
    | { kind: 'text' | 'textarea'; maxLength?: number }
    | { kind: 'number' | 'price' }
    /** A closed choice; `isLoading` while its options are still on their way (they show it). */
    | { kind: 'select'; options: readonly FieldOption[]; isLoading?: boolean }
    /** A searchable closed choice among many (the org form's IANA time zones); typing filters. */
    | { kind: 'combo'; options: readonly FieldOption[] }
    | { kind: 'multi'; options: readonly FieldOption[]; numeric?: boolean }
    | { kind: 'switch' }
    | { kind: 'date' }
    /**
     * Write-only: shows whether one is set; `Change` reveals an empty input; the stored
     * value never reaches the browser. The value is `''` for "keep the stored one".
     */
    | { kind: 'secret'; isSet: (values: Values) => boolean }
    /** An editable list of rows, each with its cells (RADIUS servers); rows-field.tsx. */
    | RowsSpec
    /**
     * One choice per row among the same columns, as a keyboard grid (a role's access per
     * feature); the value maps row ids to choices. choice-matrix.tsx, loaded on demand.
     */
    | ({ kind: 'matrix'; isReadOnly?: boolean } & Omit<
        ChoiceMatrixProps,
        'label' | 'value' | 'onChange' | 'isReadOnly'
      >)
  );

/** A titled group of fields. */
export interface FieldSection<Values> {
  title?: string;
  fields: readonly FieldSpec<Values>[];
  /** A sentence under the section, e.g. a rule across its fields. */
  note?: string;
}

// Every kind but the text fields loads on first use, with a stand-in of its size and label
// (field-kinds.tsx). The matrix is for one screen (Role Templates): it loads with the first form that shows one.
const ChoiceMatrix = lazy(() => import('./choice-matrix'));

interface FieldState {
  state: { value: unknown; meta: { errors: unknown[] } };
  handleChange: (value: unknown) => void;
  handleBlur: () => void;
}

// The form's Field component with the typing relaxed: the field lists name their fields by string.
type LooseForm = {
  Field: (props: { name: string; children: (field: FieldState) => ReactNode }) => ReactNode;
};

/** Renders the sections of a form's fields, bound to a `useSchemaForm` form. */
export function FormFields<Values>({
  form,
  sections,
  values,
  showErrors,
}: {
  form: unknown;
  sections: readonly FieldSection<Values>[];
  values: Values;
  showErrors: boolean;
}) {
  const { Field } = form as LooseForm;
  // The kinds this form has, shown or not yet, load as soon as it has painted.
  preloadFieldKinds(kindsOf(sections), { afterPaint: true });
  return (
    <Flex direction="column" gap="size-300">
      {sections.map((section, index) => (
        <View key={section.title ?? index}>
          {section.title && (
            <Heading level={3} marginTop={0} marginBottom="size-100">
              {section.title}
            </Heading>
          )}
          <Flex
            direction="row"
            wrap
            gap="size-200"
            alignItems="start"
            UNSAFE_className="gn-form-fields"
          >
            {visibleFields(section, values).map((spec, _index, shown) =>
              spec.kind === 'rows' ? (
                <RowsField
                  key={spec.name}
                  Field={Field}
                  name={spec.name}
                  label={spec.label}
                  spec={spec}
                  description={spec.description}
                  showErrors={showErrors}
                  renderCell={renderCell}
                />
              ) : (
                <Field key={spec.name} name={spec.name}>
                  {(field) => (
                    <FieldControl
                      spec={spec}
                      field={field}
                      values={values}
                      error={showErrors ? firstMessage(field.state.meta.errors) : undefined}
                      onlySwitches={
                        shown.length > 1 && shown.every((other) => other.kind === 'switch')
                      }
                    />
                  )}
                </Field>
              ),
            )}
          </Flex>
          {section.note && <Text UNSAFE_className="gn-form-note">{section.note}</Text>}
        </View>
      ))}
    </Flex>
  );
}

// A row's cell is drawn as a field of its own, its row standing for the form's values.
const renderCell: RenderCell = (cell, field, row, error) => (
  <FieldControl
    spec={cell as FieldSpec<Record<string, unknown>>}
    field={field}
    values={row}
    error={error}
  />
);

/** Every field kind of `sections`, with their rows' cells' kinds. */
function kindsOf<Values>(sections: readonly FieldSection<Values>[]): string[] {
  return sections.flatMap((section) =>
    section.fields.flatMap((spec) =>
      spec.kind === 'rows' ? spec.fields.map((cell) => cell.kind) : [spec.kind],
    ),
  );
}

/** A section's fields that show for these values. */
function visibleFields<Values>(section: FieldSection<Values>, values: Values) {
  return section.fields.filter((spec) => spec.visible?.(values) ?? true);
}

function FieldControl<Values>({
  spec,
  field,
  values,
  error,
  onlySwitches = false,
}: {
  spec: FieldSpec<Values>;
  field: FieldState;
  values: Values;
  error: string | undefined;
  /**
   * The section is a group of switches (Portal's login methods): none needs room for a label
   * above it. A lone switch keeps the room, as it may stand beside a field of another section
   * (the New Site Wizard's Trial mode beside Time zone).
   */
  onlySwitches?: boolean;
}) {
  const common = {
    label: spec.label,
    isRequired: spec.required ?? false,
    necessityIndicator: 'icon' as const,
    description: spec.description,
    isInvalid: Boolean(error),
    errorMessage: error,
    validationBehavior: 'aria' as const,
    onBlur: field.handleBlur,
  };
  const value = field.state.value;
  switch (spec.kind) {
    case 'text':
    case 'number':
    case 'price':
      return (
        <TextField
          {...common}
          width={
            spec.width ??
            ((spec.size ?? (spec.kind === 'text' ? 'long' : 'short')) === 'long'
              ? 'size-4600'
              : 'size-2000')
          }
          inputMode={
            spec.kind === 'price' ? 'decimal' : spec.kind === 'number' ? 'numeric' : 'text'
          }
          value={String(value ?? '')}
          onChange={field.handleChange}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          width="size-6000"
          value={String(value ?? '')}
          onChange={field.handleChange}
        />
      );
    case 'select': {
      const shown = { options: spec.options, value: String(value ?? ''), width: 'size-2400' };
      return (
        <KindSlot standIn={<ChoiceStandIn common={common} {...shown} />}>
          <SelectField
            {...common}
            {...shown}
            isLoading={spec.isLoading ?? false}
            onChange={field.handleChange}
          />
        </KindSlot>
      );
    }
    case 'combo':
      return (
        <ComboControl
          common={common}
          options={spec.options}
          value={String(value ?? '')}
          onChange={field.handleChange}
        />
      );
    case 'multi': {
      const selected = (value as readonly (string | number)[]).map(String);
      const onChange = (next: string[]) =>
        field.handleChange(spec.numeric ? next.map(Number) : next);
      return (
        <KindSlot
          standIn={
            <MultiStandIn
              common={common}
              options={spec.options}
              value={selected}
              onChange={onChange}
            />
          }
        >
          <MultiField {...common} options={spec.options} value={selected} onChange={onChange} />
        </KindSlot>
      );
    }
    case 'switch': {
      const shown = { label: spec.label, value: Boolean(value), onChange: field.handleChange };
      return (
        // Beside labelled fields a switch comes down to their inputs' line.
        <View minWidth="size-2000" paddingTop={onlySwitches ? undefined : 'size-300'}>
          <KindSlot standIn={<SwitchStandIn {...shown} />}>
            <SwitchField {...shown} />
          </KindSlot>
        </View>
      );
    }
    case 'date':
      return (
        <KindSlot standIn={<TextField {...common} isReadOnly value="" width="size-2400" />}>
          <DateField
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={field.handleChange}
          />
        </KindSlot>
      );
    case 'secret':
      return (
        <SecretField
          {...common}
          field={field}
          isSet={spec.isSet(values)}
          width={spec.width ?? 'size-3600'}
          setWidth={spec.width}
        />
      );
    case 'rows':
      // Drawn by FormFields (RowsField), which binds each row's cells.
      return null;
    case 'matrix':
      return (
        <Flex direction="column" gap="size-50">
          <Text UNSAFE_className="gn-form-label">{spec.label}</Text>
          <Suspense fallback={<Text>Loading {spec.label}…</Text>}>
            <ChoiceMatrix
              label={spec.label}
              groups={spec.groups}
              rows={spec.rows}
              columns={spec.columns}
              fallback={spec.fallback}
              value={(value ?? {}) as Record<string, string>}
              onChange={field.handleChange}
              isReadOnly={spec.isReadOnly ?? false}
            />
          </Suspense>
          {spec.description && <Text UNSAFE_className="gn-form-note">{spec.description}</Text>}
        </Flex>
      );
  }
}

/** A combo, its stand-in's typing kept for the ComboBox (docs/decisions/field-kind-stand-ins.md). */
function ComboControl({
  common,
  ...choice
}: {
  common: CommonFieldProps;
  options: readonly FieldOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState<string>();
  const shown = { options: choice.options, value: choice.value, width: 'size-3600' };
  return (
    <KindSlot
      standIn={<ChoiceStandIn common={common} {...shown} typed={typed} onType={setTyped} />}
    >
      <ComboField {...common} {...shown} typed={typed} onChange={choice.onChange} />
    </KindSlot>
  );
}

/** A write-only secret: whether one is stored, and `Change` to type a new one. */
function SecretField({
  field,
  isSet,
  label,
  setWidth,
  ...common
}: {
  field: FieldState;
  isSet: boolean;
  label: string;
  width: string;
  /** The width of the "is set" line too, when given (a row's cells line up). */
  setWidth?: string | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
  description: string | undefined;
}) {
  const [changing, setChanging] = useState(!isSet);
  // The stored secret no longer applies (a RADIUS server's host changed): the input shows, and
  // stays, with the `Required` message the schema gives.
  if (!isSet && !changing) setChanging(true);
  if (!changing) {
    return (
      <Flex direction="column" gap="size-50" {...(setWidth ? { width: setWidth } : {})}>
        <Text UNSAFE_className="gn-form-label">{label}</Text>
        <Flex gap="size-100" alignItems="center">
          <Text>A secret is set.</Text>
          <ActionButton onPress={() => setChanging(true)} aria-label={`Change ${label}`}>
            Change
          </ActionButton>
        </Flex>
      </Flex>
    );
  }
  return (
    <TextField
      {...common}
      label={label}
      type="password"
      autoComplete="new-password"
      value={String(field.state.value ?? '')}
      onChange={field.handleChange}
    />
  );
}
