import { Button, Flex, Item, Picker, TextArea, TextField } from '@adobe/react-spectrum';
import { REQUIRED_MESSAGE } from '@guestnet/validators';
import { useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { type KindId, NO, YES } from '../../lib/entities/change-kind';
import { CHANGE_KINDS, fieldOf, kindOf } from './change-kinds';
import { SourceOrgField, useSourceCheck } from './source-org-field';

/** What the change form holds. */
export interface ChangeForm {
  kind: KindId;
  /** The plan's name (service plans) or the RADIUS host to replace (connection profiles). */
  planName: string;
  field: string;
  value: string;
  /** The shared secret, typed again (connection profiles). */
  secret?: string;
}

export const FIRST_CHANGE: ChangeForm = {
  kind: 'service_plans',
  planName: '',
  field: 'Price',
  value: '',
};

/**
 * The change: `What to change`, for service plans the `Plan name`, the `Field` and its `New
 * value` (typed as the field is: a text, a number, Yes/No or a choice), or for `Add a copy` the
 * org the plan is copied from (`Copy from`). `Preview` asks for the plan name and that org first,
 * and for that org to be under the selected one; the value's own rules are the single form's,
 * applied at each org.
 */
export function ChangePanel({
  form,
  onChange,
  onPreview,
  canPreview,
}: {
  form: ChangeForm;
  onChange: (form: ChangeForm) => void;
  onPreview: () => void;
  canPreview: boolean;
}) {
  const org = useSelectedOrg();
  const kind = kindOf(form.kind);
  const field = fieldOf(kind, form.field);
  const [tried, setTried] = useState(false);
  const needsMatch = kind.match !== undefined;
  const planMissing = needsMatch && form.planName.trim() === '';
  const copies = field.input === 'org';
  const sourceMissing = copies && form.value.trim() === '';
  const checkSource = useSourceCheck();
  // A refusal of the source is of that value at that org: another one is checked at Preview.
  const at = `${org.number}|${form.value}`;
  const [sourceRefused, setSourceRefused] = useState<{ at: string; message: string } | null>(null);
  const sourceError =
    tried && sourceMissing
      ? REQUIRED_MESSAGE
      : sourceRefused?.at === at
        ? sourceRefused.message
        : null;
  const choices =
    field.input === 'switch' ? [YES, NO] : field.input === 'choice' ? (field.options ?? []) : null;
  const preview = async () => {
    setTried(true);
    if (planMissing || sourceMissing) return;
    if (copies) {
      const refusal = await checkSource(form.value);
      setSourceRefused(refusal === null ? null : { at, message: refusal });
      if (refusal !== null) return;
    }
    onPreview();
  };
  return (
    <section aria-labelledby="gn-bulk-change" className="gn-bulk-panel">
      <h3 id="gn-bulk-change" className="gn-bulk-heading">
        Change
      </h3>
      <Flex gap="size-200" wrap alignItems="start">
        <Picker
          label="What to change"
          selectedKey={form.kind}
          onSelectionChange={(key) => {
            const next = kindOf(key as KindId);
            const first = next.fields[0];
            onChange({
              ...form,
              kind: next.id,
              field: first?.id ?? '',
              value: defaultValue(first?.input, first?.options),
            });
          }}
          width="size-2400"
        >
          {CHANGE_KINDS.map((option) => (
            <Item key={option.id}>{option.label}</Item>
          ))}
        </Picker>
        {kind.match && (
          <TextField
            key={kind.id}
            label={kind.match.label}
            isRequired
            value={form.planName}
            onChange={(planName) => onChange({ ...form, planName })}
            maxLength={kind.match.maxLength}
            validationState={tried && planMissing ? 'invalid' : undefined}
            errorMessage={REQUIRED_MESSAGE}
            description={kind.match.description(field)}
            width="size-3000"
          />
        )}
        <Picker
          label="Field"
          selectedKey={field.id}
          onSelectionChange={(key) => {
            const next = fieldOf(kind, String(key));
            onChange({ ...form, field: next.id, value: defaultValue(next.input, next.options) });
          }}
          width="size-3000"
        >
          {kind.fields.map((option) => (
            <Item key={option.id}>{option.label}</Item>
          ))}
        </Picker>
        {copies ? (
          <SourceOrgField
            value={form.value}
            onChange={(value) => onChange({ ...form, value })}
            errorMessage={sourceError}
          />
        ) : choices ? (
          <Picker
            label="New value"
            selectedKey={form.value}
            onSelectionChange={(key) => onChange({ ...form, value: String(key) })}
            width="size-2000"
          >
            {choices.map((choice) => (
              <Item key={choice}>{choice}</Item>
            ))}
          </Picker>
        ) : field.input === 'textarea' ? (
          <TextArea
            label="New value"
            value={form.value}
            onChange={(value) => onChange({ ...form, value })}
            width="size-4600"
          />
        ) : (
          <TextField
            label="New value"
            value={form.value}
            onChange={(value) => onChange({ ...form, value })}
            inputMode={field.input === 'number' ? 'decimal' : undefined}
            width="size-2000"
          />
        )}
        {kind.secret && (
          <TextField
            label={kind.secret.label}
            type="password"
            value={form.secret ?? ''}
            onChange={(secret) => onChange({ ...form, secret })}
            maxLength={kind.secret.maxLength}
            autoComplete="new-password"
            description={kind.secret.description}
            width="size-3000"
          />
        )}
      </Flex>
      <Flex marginTop="size-200">
        <Button variant="accent" onPress={() => void preview()} isDisabled={!canPreview}>
          Preview
        </Button>
      </Flex>
    </section>
  );
}

/** The value a field starts from: Yes for a switch, the first choice, else empty. */
export function defaultValue(input?: string, options?: readonly string[]): string {
  if (input === 'switch') return YES;
  if (input === 'choice') return options?.[0] ?? '';
  return '';
}
