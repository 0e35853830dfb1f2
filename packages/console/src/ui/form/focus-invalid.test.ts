import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-invalid';

/** A form with a valid field, an invalid one, and two buttons (an `Add` and `Save`). */
function renderForm(): Record<'valid' | 'invalid' | 'add' | 'save', HTMLElement> {
  document.body.innerHTML = `
    <form>
      <input aria-label="Host" />
      <input aria-label="Secret" aria-invalid="true" />
      <button type="button">Add</button>
      <button type="submit">Save</button>
    </form>`;
  const find = (selector: string) => document.querySelector(selector) as HTMLElement;
  return {
    valid: find('[aria-label="Host"]'),
    invalid: find('[aria-label="Secret"]'),
    add: find('button[type="button"]'),
    save: find('button[type="submit"]'),
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalid', () => {
  it('moves the focus from where the submit began to the first invalid field', async () => {
    const form = renderForm();
    form.save.focus();
    focusFirstInvalid(document.querySelector('form'), form.save);
    await nextFrame();
    expect(document.activeElement).toBe(form.invalid);
  });

  it('leaves the focus where the user moved it while the submit was checked', async () => {
    const form = renderForm();
    // Enter in Host submits; before the check settles, the user is already on Add.
    form.valid.focus();
    const from = document.activeElement;
    form.add.focus();
    focusFirstInvalid(document.querySelector('form'), from);
    await nextFrame();
    expect(document.activeElement).toBe(form.add);
  });

  it('moves it when nothing has the focus (the field that had it is gone)', async () => {
    const form = renderForm();
    form.valid.focus();
    const from = document.activeElement;
    form.valid.remove();
    focusFirstInvalid(document.querySelector('form'), from);
    await nextFrame();
    expect(document.activeElement).toBe(form.invalid);
  });
});
