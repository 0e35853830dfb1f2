import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form';

interface Values extends Record<string, unknown> {
  name: string;
}

const validate = (values: Values) => (values.name ? {} : { name: 'Required' });

function setup() {
  const submitted: Values[] = [];
  const hook = renderHook(() =>
    useForm<Values>({ initial: { name: '' }, validate, onSubmit: (v) => submitted.push(v) }),
  );
  return { hook, submitted };
}

describe('useForm', () => {
  it('reports errors and does not submit invalid values', async () => {
    const { hook, submitted } = setup();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.handleSubmit();
    });
    expect(ok).toBe(false);
    expect(hook.result.current.errors).toEqual({ name: 'Required' });
    expect(submitted).toEqual([]);
  });

  it('flags unsaved changes until a successful submit makes them the clean copy', async () => {
    const { hook, submitted } = setup();
    expect(hook.result.current.isDirty).toBe(false);
    act(() => hook.result.current.setValue('name', 'Lobby'));
    expect(hook.result.current.isDirty).toBe(true);
    await act(async () => {
      await hook.result.current.handleSubmit();
    });
    expect(submitted).toEqual([{ name: 'Lobby' }]);
    expect(hook.result.current.isDirty).toBe(false);
  });

  it('is clean again when the value goes back to the clean copy', () => {
    const { hook } = setup();
    act(() => hook.result.current.setValue('name', 'x'));
    act(() => hook.result.current.setValue('name', ''));
    expect(hook.result.current.isDirty).toBe(false);
  });

  it('clears values and errors on reset', async () => {
    const { hook } = setup();
    await act(async () => {
      await hook.result.current.handleSubmit();
    });
    act(() => hook.result.current.reset());
    expect(hook.result.current.errors).toEqual({});
    expect(hook.result.current.values).toEqual({ name: '' });
  });
});
