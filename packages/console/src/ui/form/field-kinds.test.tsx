import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ChoiceStandIn,
  lazyKind,
  MultiStandIn,
  preloadFieldKinds,
  SwitchStandIn,
} from './field-kinds';
import { type FieldSection, FormFields } from './form-fields';
import type { CommonFieldProps } from './kinds/field-props';
import { useSchemaForm } from './use-schema-form';

const OPTIONS = [
  { value: 'A', label: 'Active' },
  { value: 'D', label: 'Disabled' },
];

function common(label: string, error?: string): CommonFieldProps {
  return {
    label,
    isRequired: true,
    necessityIndicator: 'icon',
    description: undefined,
    isInvalid: Boolean(error),
    errorMessage: error,
    validationBehavior: 'aria',
    onBlur: () => {},
  };
}

/** A kind whose script arrives when the test says so. */
function heldKind() {
  let arrive: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const kind = lazyKind(async () => {
    await held;
    return import('./kinds/select-field');
  });
  return { ...kind, arrive: () => act(async () => arrive()) };
}

describe('a field kind loaded on first use', () => {
  it('stands in with its label, value and message until its script arrives, then shows the kind', async () => {
    const { Kind, arrive } = heldKind();
    const props = { options: OPTIONS, value: 'D', width: 'size-2400' };
    render(
      <Provider theme={defaultTheme}>
        <Suspense fallback={<ChoiceStandIn common={common('Status', 'Required')} {...props} />}>
          <Kind
            {...common('Status', 'Required')}
            {...props}
            isLoading={false}
            onChange={() => {}}
          />
        </Suspense>
      </Provider>,
    );
    // Before: a screen reader (or a journey) finds the field by its label, with its value.
    const standIn = screen.getByRole('textbox', { name: /Status/ }) as HTMLInputElement;
    expect(standIn.value).toBe('Disabled');
    expect(standIn.readOnly).toBe(true);
    expect(screen.getByText('Required')).toBeTruthy();

    await arrive();
    const picker = await screen.findByRole('button', { name: /Status/ });
    expect(picker.textContent).toContain('Disabled');
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Status/ })).toBeNull();
  });

  it('shows at once, without its stand-in, once preloaded', async () => {
    const { Kind, preload, arrive } = heldKind();
    const loading = preload();
    await arrive();
    await loading;
    render(
      <Provider theme={defaultTheme}>
        <Suspense fallback={<p>stand-in</p>}>
          <Kind
            {...common('Status')}
            options={OPTIONS}
            value="A"
            width="size-2400"
            isLoading={false}
            onChange={() => {}}
          />
        </Suspense>
      </Provider>,
    );
    expect(screen.queryByText('stand-in')).toBeNull();
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('Active');
  });

  it('stands in for a multi-select and a switch with their labels and checked states', () => {
    render(
      <>
        <MultiStandIn common={common('EAP methods')} options={OPTIONS} value={['D']} />
        <SwitchStandIn label="Trial mode" value />
      </>,
    );
    const group = screen.getByRole('group', { name: 'EAP methods' });
    expect(
      (within(group).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (within(group).getByRole('checkbox', { name: 'Disabled' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('switch', { name: 'Trial mode' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

interface Values {
  Status: string;
  Methods: string[];
  Trial: boolean;
  Zone: string;
}

const schema: StandardSchemaV1<Values, Values> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) => {
      const values = value as Values;
      return values.Status
        ? { value: values }
        : { issues: [{ message: 'Required', path: ['Status'] }] };
    },
  },
};

const sections: FieldSection<Values>[] = [
  {
    fields: [
      { name: 'Status', label: 'Status', kind: 'select', required: true, options: OPTIONS },
      { name: 'Methods', label: 'Methods', kind: 'multi', options: OPTIONS },
      { name: 'Trial', label: 'Trial mode', kind: 'switch' },
      {
        name: 'Zone',
        label: 'Time zone',
        kind: 'combo',
        options: [{ value: 'UTC', label: 'UTC' }],
      },
    ],
  },
];

function Form({ onValues }: { onValues: (values: Values) => void }) {
  const { form, values, showErrors, submit } = useSchemaForm<Values, Values>({
    defaultValues: { Status: '', Methods: ['A'], Trial: true, Zone: 'UTC' },
    schema,
    onSubmit: () => {},
  });
  onValues(values);
  return (
    <Provider theme={defaultTheme}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
        <button type="submit">Save</button>
      </form>
    </Provider>
  );
}

describe('the form kit with its kinds loaded on first use', () => {
  it('draws each kind with the form value, binds its changes and shows its message', async () => {
    await preloadFieldKinds(['select', 'multi', 'switch', 'combo']);
    let latest: Values | undefined;
    render(
      <Form
        onValues={(values) => {
          latest = values;
        }}
      />,
    );
    expect((screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Trial mode' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // jsdom has no pointer of its own: Spectrum draws the combo's mobile form, a button.
    expect(screen.getByRole('button', { name: /Time zone/ }).textContent).toContain('UTC');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Disabled' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Trial mode' }));
    expect(latest?.Methods).toEqual(['A', 'D']);
    expect(latest?.Trial).toBe(false);
  });
});
