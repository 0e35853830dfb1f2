import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceSelect } from './choice-select';

const CHOICES = [
  { id: 'any', label: 'Any' },
  { id: 'card', label: 'Card' },
  { id: 'pms', label: 'Room charge' },
];

function Chooser({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState('any');
  return (
    <ChoiceSelect
      label="Payment type"
      choices={CHOICES}
      value={value}
      onChange={(id) => {
        chosen.push(id);
        setValue(id);
      }}
    />
  );
}

describe('a report picker', () => {
  it('is named by its label, shows the chosen choice and hands over the id of a new one', async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(<Chooser chosen={chosen} />);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Payment type' });
    expect(picker.selectedOptions[0]?.textContent).toBe('Any');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      'Card',
      'Room charge',
    ]);

    await user.selectOptions(picker, 'Room charge');
    expect(chosen).toEqual(['pms']);
    expect(picker.selectedOptions[0]?.textContent).toBe('Room charge');
  });

  it('is reached with Tab like any field', async () => {
    const user = userEvent.setup();
    render(<Chooser chosen={[]} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Payment type' }));
  });

  it('says whether a key on the closed select made the change, or a choice in its list', () => {
    const changes: [string, boolean][] = [];
    render(
      <ChoiceSelect
        label="Payment type"
        choices={CHOICES}
        value="any"
        onChange={(id, keyed) => changes.push([id, keyed])}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Payment type' });
    // The Down key held on the closed select: the browser changes the choice at each repeat.
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.change(picker, { target: { value: 'card' } });
    fireEvent.keyDown(picker, { key: 'ArrowDown', repeat: true });
    fireEvent.change(picker, { target: { value: 'pms' } });
    fireEvent.keyUp(picker, { key: 'ArrowDown' });
    // Chosen in the list, opened by Space or by the pointer.
    fireEvent.keyDown(picker, { key: ' ' });
    fireEvent.change(picker, { target: { value: 'any' } });
    fireEvent.pointerDown(picker);
    fireEvent.change(picker, { target: { value: 'card' } });
    expect(changes).toEqual([
      ['card', true],
      ['pms', true],
      ['any', false],
      ['card', false],
    ]);
  });
});
