import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceMatrix } from './choice-matrix';

const groups = [
  { id: 'setup', label: 'Setup' },
  { id: 'manage', label: 'Manage' },
];
const rows = [
  { id: 'af_nasdev', label: 'Devices', group: 'setup' },
  { id: 'af_portal', label: 'Portal', group: 'setup' },
  { id: 'af_users', label: 'Users', group: 'manage' },
];
const columns = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'full', label: 'Full' },
];

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [value, setValue] = useState<Record<string, string>>({ af_portal: 'full' });
  return (
    <ChoiceMatrix
      label="Access by feature"
      groups={groups}
      rows={rows}
      columns={columns}
      fallback="none"
      value={value}
      onChange={setValue}
      isReadOnly={readOnly}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('ChoiceMatrix', () => {
  it('names each cell by its row and column and shows the value, missing rows at the fallback', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'Access by feature' })).toBeTruthy();
    expect(radio('Portal: Full').getAttribute('aria-checked')).toBe('true');
    expect(radio('Devices: None').getAttribute('aria-checked')).toBe('true');
    expect(radio('Devices: Read').getAttribute('aria-checked')).toBe('false');
  });

  it('sets a whole column and a whole group from their header controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Set every feature to Read' }));
    for (const name of ['Devices: Read', 'Portal: Read', 'Users: Read']) {
      expect(radio(name).getAttribute('aria-checked')).toBe('true');
    }
    await user.click(screen.getByRole('button', { name: 'Set Manage to Full' }));
    expect(radio('Users: Full').getAttribute('aria-checked')).toBe('true');
    expect(radio('Portal: Read').getAttribute('aria-checked')).toBe('true');
  });

  it('is one tab stop whose arrow keys move between cells and Space chooses', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Harness />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Set every feature to None' }),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(radio('Devices: Read'));
    await user.keyboard(' ');
    expect(radio('Devices: Read').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(radio('Portal: Full').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(radio('Users: Full'));
    // Only the active cell is in the tab order.
    expect(screen.getAllByRole('radio').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('read-only: no set-all controls, and choosing changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: /Set every feature/ })).toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-readonly')).toBe('true');
    await user.click(radio('Devices: Full'));
    expect(radio('Devices: Full').getAttribute('aria-checked')).toBe('false');
  });
});
