import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FieldOption, FormFields } from './form-fields';
import { useSchemaForm } from './use-schema-form';

interface Values {
  PlanId: string;
}

const schema: StandardSchemaV1<Values, Values> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: value as Values }) },
};

function Form({ options, isLoading }: { options: FieldOption[]; isLoading: boolean }) {
  const { form, values, showErrors } = useSchemaForm<Values, unknown>({
    defaultValues: { PlanId: '' },
    schema,
    onSubmit: () => {},
  });
  return (
    <Provider theme={defaultTheme}>
      <FormFields
        form={form}
        sections={[
          { fields: [{ name: 'PlanId', label: 'Plan', kind: 'select', options, isLoading }] },
        ]}
        values={values}
        showErrors={showErrors}
      />
    </Provider>
  );
}

describe('the select field kind', () => {
  it('shows that its options are still loading, and stops once they are there', () => {
    const view = render(<Form options={[]} isLoading />);
    const picker = screen.getByRole('button', { name: /Plan/ });
    expect(within(picker).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(picker.getAttribute('aria-describedby')).toBe(
      within(picker).getByRole('progressbar').id,
    );

    view.rerender(<Form options={[{ value: '7', label: 'Day Pass' }]} isLoading={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
