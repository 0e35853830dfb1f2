import { defaultTheme, Provider, TextField } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ChoiceStandIn,
  KindSlot,
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

/** Says when React has put its content on the page. */
function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useEffect(onDrawn, [onDrawn]);
  return children;
}

/** A kind whose script arrives when the test says so. */
function heldKind<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let arrive: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let drawn = false;
  const kind = lazyKind(async () => {
    await held;
    const { default: Loaded } = await load();
    const onDrawn = () => {
      drawn = true;
    };
    return {
      default: (props: Props) => (
        <Drawn onDrawn={onDrawn}>
          <Loaded {...props} />
        </Drawn>
      ),
    };
  });
  return {
    ...kind,
    /** Lets the script in, whether or not a form draws the kind yet. */
    release: () => arrive(),
    // Arrived: the script is in and React has drawn the kind in place of its stand-in. React
    // holds a suspended part's content back for a moment after its stand-in showed, so this
    // waits for the kind itself on the page.
    arrive: async () => {
      await act(async () => {
        arrive();
        await kind.preload();
      });
      await waitFor(() => expect(drawn).toBe(true));
    },
  };
}

const loadSelect = () => import('./kinds/select-field');

describe('a field kind loaded on first use', () => {
  it('stands in with its label, value and message until its script arrives, then shows the kind', async () => {
    const { Kind, arrive } = heldKind(loadSelect);
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
    const { Kind, preload, release } = heldKind(loadSelect);
    const loading = preload();
    release();
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
        <MultiStandIn
          common={common('EAP methods')}
          options={OPTIONS}
          value={['D']}
          onChange={() => {}}
        />
        <SwitchStandIn label="Trial mode" value onChange={() => {}} />
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

const ZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/Paris', label: 'Europe/Paris' },
];

/** A form's kinds, all held back: each arrives when the test says so. */
function heldKinds() {
  return {
    select: heldKind(loadSelect),
    multi: heldKind(() => import('./kinds/multi-field')),
    switch: heldKind(() => import('./kinds/switch-field')),
    combo: heldKind(() => import('./kinds/combo-field')),
  };
}

/** A form as the kit draws it: a text field, then a field of each held kind in its slot. */
function HeldForm({ kinds }: { kinds: ReturnType<typeof heldKinds> }) {
  const [name, setName] = useState('');
  const [status, setStatus] = useState('D');
  const [methods, setMethods] = useState<string[]>(['A']);
  const [trial, setTrial] = useState(true);
  const [zone, setZone] = useState('UTC');
  const [typed, setTyped] = useState<string>();
  const status_ = { options: OPTIONS, value: status, width: 'size-2400' };
  const zone_ = { options: ZONES, value: zone, width: 'size-3600' };
  return (
    <Provider theme={defaultTheme}>
      <form>
        <TextField label="Name" value={name} onChange={setName} />
        <KindSlot standIn={<ChoiceStandIn common={common('Status')} {...status_} />}>
          <kinds.select.Kind
            {...common('Status')}
            {...status_}
            isLoading={false}
            onChange={setStatus}
          />
        </KindSlot>
        <KindSlot
          standIn={
            <MultiStandIn
              common={common('Methods')}
              options={OPTIONS}
              value={methods}
              onChange={setMethods}
            />
          }
        >
          <kinds.multi.Kind
            {...common('Methods')}
            options={OPTIONS}
            value={methods}
            onChange={setMethods}
          />
        </KindSlot>
        <KindSlot standIn={<SwitchStandIn label="Trial mode" value={trial} onChange={setTrial} />}>
          <kinds.switch.Kind label="Trial mode" value={trial} onChange={setTrial} />
        </KindSlot>
        <KindSlot
          standIn={
            <ChoiceStandIn
              common={common('Time zone')}
              {...zone_}
              typed={typed}
              onType={setTyped}
            />
          }
        >
          <kinds.combo.Kind {...common('Time zone')} {...zone_} typed={typed} onChange={setZone} />
        </KindSlot>
        <button type="button">Save</button>
      </form>
    </Provider>
  );
}

/** Lets `kind` arrive; the control named must then have the focus, the kind's own, not a stand-in's. */
async function arrivedFocused(
  kind: { arrive: () => Promise<void> },
  role: string,
  name: string | RegExp,
): Promise<HTMLInputElement> {
  await kind.arrive();
  const control = screen.getByRole(role, { name }) as HTMLInputElement;
  expect(document.activeElement).toBe(control);
  expect(control.closest('.gn-form-standin, .gn-form-standin-switch, [readonly]')).toBeNull();
  return control;
}

describe('a keyboard user in a form whose kinds are still loading', () => {
  it('reaches every field in order with Tab, stand-ins included', async () => {
    const user = userEvent.setup();
    render(<HeldForm kinds={heldKinds()} />);
    const order = [
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: /Status/ }),
      screen.getByRole('checkbox', { name: 'Active' }),
      screen.getByRole('checkbox', { name: 'Disabled' }),
      screen.getByRole('switch', { name: 'Trial mode' }),
      screen.getByRole('textbox', { name: /Time zone/ }),
      screen.getByRole('button', { name: 'Save' }),
    ];
    for (const field of order) {
      await user.tab();
      expect(document.activeElement).toBe(field);
    }
  });

  it("keeps the focus on a field whose kind arrives, now on the kind's own control", async () => {
    const user = userEvent.setup();
    const kinds = heldKinds();
    render(<HeldForm kinds={kinds} />);

    await user.tab();
    await user.tab();
    await arrivedFocused(kinds.select, 'button', /Status/);

    // The second option's stand-in, checked from the keyboard: the kind keeps both.
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect((await arrivedFocused(kinds.multi, 'checkbox', 'Disabled')).checked).toBe(true);

    await user.tab();
    await user.keyboard(' ');
    expect((await arrivedFocused(kinds.switch, 'switch', 'Trial mode')).checked).toBe(false);

    await user.tab();
    // jsdom has no pointer of its own: Spectrum draws the combo's mobile form, a button.
    await arrivedFocused(kinds.combo, 'button', /Time zone/);

    // And Tab goes on from there.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it("keeps what was typed in a combo's stand-in, and the caret, when the ComboBox arrives", async () => {
    // A screen as wide as a desktop's: Spectrum draws the ComboBox's input, not its phone button.
    const screenWidth = Object.getOwnPropertyDescriptor(window.screen, 'width');
    Object.defineProperty(window.screen, 'width', { configurable: true, value: 1280 });
    try {
      const user = userEvent.setup();
      const kinds = heldKinds();
      render(<HeldForm kinds={kinds} />);
      const standIn = screen.getByRole('textbox', { name: /Time zone/ }) as HTMLInputElement;
      await user.clear(standIn);
      await user.type(standIn, 'Eur');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      await kinds.combo.arrive();
      const input = screen.getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement;
      expect(document.activeElement).toBe(input);
      expect(input.value).toBe('Eur');
      expect([input.selectionStart, input.selectionEnd]).toEqual([1, 1]);
      // The list opens on it as on a key typed in the ComboBox itself.
      await user.keyboard('{End}o');
      const list = await screen.findByRole('listbox');
      expect(within(list).getByRole('option', { name: 'Europe/Paris' })).toBeTruthy();
      expect(within(list).queryByRole('option', { name: 'UTC' })).toBeNull();
    } finally {
      if (screenWidth) Object.defineProperty(window.screen, 'width', screenWidth);
      else Reflect.deleteProperty(window.screen, 'width');
    }
  });

  it("keeps a combo's stand-in read-only on a phone, where the ComboBox is a button", async () => {
    const user = userEvent.setup();
    const kinds = heldKinds();
    render(<HeldForm kinds={kinds} />);
    const standIn = screen.getByRole('textbox', { name: /Time zone/ }) as HTMLInputElement;
    expect(standIn.readOnly).toBe(true);
    await user.type(standIn, 'Eur');
    await kinds.combo.arrive();
    // jsdom's screen is 0 px wide: Spectrum draws the combo's phone form, a button.
    const button = screen.getByRole('button', { name: /Time zone/ });
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('UTC');
  });

  it("leaves the focus and the typed text where they are when another field's kind arrives", async () => {
    const user = userEvent.setup();
    const kinds = heldKinds();
    render(<HeldForm kinds={kinds} />);
    await user.tab();
    await user.keyboard('Acme');
    for (const kind of Object.values(kinds)) await kind.arrive();

    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Acme');
    expect(screen.getByRole('button', { name: /Status/ })).toBeTruthy();
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
