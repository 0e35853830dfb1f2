import { act, fireEvent, screen } from '@testing-library/react';

/**
 * A screen's select by its label (the toolbars' `Range`), as the browser draws it closed, with
 * what a keyboard or mouse user does to it. `pressDown(value)`: a Down press, which chooses the
 * next value at once (a change between the key's down and up); `choose(value)`: a value chosen
 * from the open list. Each resolves once whatever the router and the queries would do with the
 * choice at once is done, so a test sees what is held back for a pause and what is not.
 */
export function closedSelect(label: string) {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: label });
  const settle = () => act(async () => {});
  return {
    select,
    pressDown: async (value: string) => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
      await settle();
    },
    choose: async (value: string) => {
      fireEvent.change(select, { target: { value } });
      await settle();
    },
  };
}
