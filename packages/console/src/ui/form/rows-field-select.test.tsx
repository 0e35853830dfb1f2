import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FieldSection, FormFields } from './form-fields';
import { useSchemaForm } from './use-schema-form';

interface Values {
  Rooms: { Room: string; RotateOn: string }[];
}

const schema: StandardSchemaV1<Values, Values> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: value as Values }) },
};

const sections: FieldSection<Values>[] = [
  {
    fields: [
      {
        name: 'Rooms',
        label: 'Rooms',
        kind: 'rows',
        rowName: 'room',
        addLabel: 'Add room',
        newRow: () => ({ Room: '', RotateOn: 'checkout' }),
        fields: [
          { name: 'Room', label: 'Room', kind: 'text' },
          {
            name: 'RotateOn',
            label: 'Rotate on',
            kind: 'select',
            options: [
              { value: 'checkin', label: 'Check-in' },
              { value: 'checkout', label: 'Check-out' },
            ],
          },
        ],
      },
    ],
  },
];

function Form() {
  const { form, values, showErrors } = useSchemaForm<Values, unknown>({
    defaultValues: {
      Rooms: [
        { Room: '101', RotateOn: 'checkin' },
        { Room: '102', RotateOn: 'checkout' },
      ],
    },
    schema,
    onSubmit: () => {},
  });
  return (
    <Provider theme={defaultTheme}>
      <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
    </Provider>
  );
}

describe('the rows field kind: a select cell', () => {
  it('shows each row’s choice in a picker labelled with its row', () => {
    render(<Form />);
    const first = screen.getByRole('button', { name: /Rotate on, room 1$/ });
    const second = screen.getByRole('button', { name: /Rotate on, room 2$/ });
    expect(first.textContent).toContain('Check-in');
    expect(second.textContent).toContain('Check-out');
  });
});
