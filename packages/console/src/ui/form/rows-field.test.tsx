import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FieldSection, FormFields } from './form-fields';
import { useSchemaForm } from './use-schema-form';

interface Server {
  Host: string;
  Secret: string;
  HasSecret: boolean;
}
interface Values {
  Name: string;
  Servers: Server[];
}

// A hand-made Standard Schema: a host in each row, at least one row.
const schema: StandardSchemaV1<Values, Values> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const value = input as Values;
      const issues: StandardSchemaV1.Issue[] = value.Servers.flatMap((row, index) =>
        row.Host === '' ? [{ message: 'Required', path: ['Servers', index, 'Host'] }] : [],
      );
      if (value.Servers.length === 0) {
        issues.push({ message: 'Add at least one server', path: ['Servers'] });
      }
      return issues.length > 0 ? { issues } : { value };
    },
  },
};

const sections: FieldSection<Values>[] = [
  {
    fields: [
      { name: 'Name', label: 'Name', kind: 'text' },
      {
        name: 'Servers',
        label: 'RADIUS servers',
        kind: 'rows',
        rowName: 'server',
        addLabel: 'Add RADIUS server',
        newRow: () => ({ Host: '', Secret: '', HasSecret: false }),
        fields: [
          { name: 'Host', label: 'Host', kind: 'text', required: true },
          {
            name: 'Secret',
            label: 'Secret',
            kind: 'secret',
            // As RADIUS servers: the stored secret is for the stored host only.
            isSet: (row) => row.HasSecret === true && row.Host === 'radius1.example',
          },
        ],
      },
    ],
  },
];

let submitted: unknown;

function Form({ servers }: { servers: Server[] }) {
  const { form, values, showErrors, submit } = useSchemaForm<Values, unknown>({
    defaultValues: { Name: 'Staff', Servers: servers },
    schema,
    onSubmit: (output) => {
      submitted = output;
    },
  });
  return (
    <Provider theme={defaultTheme}>
      <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
      <button type="button" onClick={() => void submit().catch(() => {})}>
        Save
      </button>
    </Provider>
  );
}

const stored: Server = { Host: 'radius1.example', Secret: '', HasSecret: true };

describe('the rows field kind', () => {
  it('labels every cell with its row, and shows a stored secret as set', () => {
    render(<Form servers={[stored, { Host: '10.0.0.2', Secret: '', HasSecret: false }]} />);
    expect(screen.getByRole('textbox', { name: /^Host, server 1/ })).toHaveProperty(
      'value',
      'radius1.example',
    );
    expect(screen.getByRole('textbox', { name: /^Host, server 2/ })).toHaveProperty(
      'value',
      '10.0.0.2',
    );
    expect(screen.getByRole('button', { name: 'Change Secret, server 1' })).toBeTruthy();
    expect(screen.getByLabelText('Secret, server 2')).toHaveProperty('type', 'password');
    expect(screen.getByRole('list', { name: 'RADIUS servers' }).children).toHaveLength(2);
  });

  it('adds and removes rows by keyboard, the focus following', async () => {
    const user = userEvent.setup();
    render(<Form servers={[stored]} />);
    screen.getByRole('button', { name: 'Add RADIUS server' }).focus();
    await user.keyboard('{Enter}');
    const host2 = screen.getByRole('textbox', { name: /^Host, server 2/ });
    expect(document.activeElement).toBe(host2);
    await user.keyboard('radius2.example');
    expect(host2).toHaveProperty('value', 'radius2.example');
    // Remove the first: the second becomes server 1, keeps its value, and takes the focus.
    screen.getByRole('button', { name: 'Remove server 1' }).focus();
    await user.keyboard('{Enter}');
    const host1 = screen.getByRole('textbox', { name: /^Host, server 1/ });
    expect(host1).toHaveProperty('value', 'radius2.example');
    expect(document.activeElement).toBe(host1);
    expect(screen.queryByRole('textbox', { name: /^Host, server 2/ })).toBeNull();
    // Removing the last row puts the focus on Add.
    screen.getByRole('button', { name: 'Remove server 1' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add RADIUS server' }));
  });

  it('shows a row cell’s message and the list’s own after Save, and submits the rows', async () => {
    const user = userEvent.setup();
    render(<Form servers={[]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one server');
    await user.click(screen.getByRole('button', { name: 'Add RADIUS server' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByRole('textbox', { name: /^Host, server 1/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    await user.type(screen.getByRole('textbox', { name: /^Host, server 1/ }), 'r.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({
      Name: 'Staff',
      Servers: [{ Host: 'r.example', Secret: '', HasSecret: false }],
    });
  });

  it('asks for the secret again when the row no longer has it (its server changed)', async () => {
    const user = userEvent.setup();
    render(<Form servers={[stored]} />);
    expect(screen.getByRole('button', { name: 'Change Secret, server 1' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Host, server 1/ }), '.evil');
    expect(screen.queryByRole('button', { name: 'Change Secret, server 1' })).toBeNull();
    expect(screen.getByLabelText('Secret, server 1')).toHaveProperty('type', 'password');
    // Back to the stored host: the input stays, so what was typed is never hidden.
    await user.type(screen.getByRole('textbox', { name: /^Host, server 1/ }), '{Backspace>5}');
    expect(screen.getByLabelText('Secret, server 1')).toHaveProperty('type', 'password');
  });
});
