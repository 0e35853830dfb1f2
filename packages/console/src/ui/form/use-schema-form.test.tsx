import { SERVICE_PLAN_DEFAULTS, servicePlanSchema } from '@guestnet/validators';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstMessage, useSchemaForm } from './use-schema-form';

const plan = { ...SERVICE_PLAN_DEFAULTS, Name: 'Basic 1 Day', Price: '4.99' };

function useForm(onSubmit: (output: unknown) => unknown, taken: string[] = []) {
  return useSchemaForm({
    defaultValues: plan,
    schema: servicePlanSchema({ takenNames: taken }),
    onSubmit,
  });
}

const errorsOf = (result: { current: ReturnType<typeof useForm> }, name: keyof typeof plan) =>
  firstMessage(result.current.form.getFieldMeta(name)?.errors ?? []);

describe('useSchemaForm', () => {
  it('is dirty only while the values differ from the clean copy', () => {
    const { result } = renderHook(() => useForm(() => {}));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.form.setFieldValue('Name', 'Basic 2 Days'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.form.setFieldValue('Name', 'Basic 1 Day'));
    expect(result.current.isDirty).toBe(false);
  });

  it('never submits invalid values, and shows the messages only after the first submit', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm(onSubmit, ['Basic 2 Days']));
    act(() => result.current.form.setFieldValue('Name', 'basic 2 days'));
    expect(result.current.showErrors).toBe(false);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.submit();
    });
    expect(saved).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.showErrors).toBe(true);
    expect(errorsOf(result, 'Name')).toBe('Must be unique');
    // Then the message follows each change.
    act(() => result.current.form.setFieldValue('Name', 'Basic 3 Days'));
    expect(errorsOf(result, 'Name')).toBeUndefined();
  });

  it('submits the schema output, and a successful save makes the values clean', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm(onSubmit));
    act(() => result.current.form.setFieldValue('Price', '9.50'));
    await act(async () => {
      expect(await result.current.submit()).toBe(true);
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ Name: 'Basic 1 Day', Price: 9.5 }),
      expect.objectContaining({ Price: '9.50' }),
    );
    expect(result.current.isDirty).toBe(false);
    expect(result.current.values.Price).toBe('9.50');
  });

  it('keeps every typed value and stays dirty when the save fails', async () => {
    const { result } = renderHook(() =>
      useForm(() => {
        throw new Error('The demo refuses every change in the write-errors scenario.');
      }),
    );
    act(() => {
      result.current.form.setFieldValue('Name', 'Weekend pass');
      result.current.form.setFieldValue('DownKbps', '2048');
    });
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow('write-errors');
    });
    expect(result.current.values).toMatchObject({ Name: 'Weekend pass', DownKbps: '2048' });
    expect(result.current.isDirty).toBe(true);
  });
});
