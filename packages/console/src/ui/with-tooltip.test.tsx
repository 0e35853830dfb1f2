import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipOnceLoaded } from './with-tooltip';

/** Stands in for Spectrum's tooltip: wraps the control, as its trigger does. */
function FakeTooltip({ label, children }: { label: string; children: ReactElement }) {
  return <span data-tooltip={label}>{children}</span>;
}

function Control({ tooltip, onPress }: { tooltip?: typeof FakeTooltip; onPress: () => void }) {
  return (
    <TooltipOnceLoaded label="View Profile" tooltip={tooltip}>
      <button type="button" onClick={onPress}>
        Profile
      </button>
    </TooltipOnceLoaded>
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('TooltipOnceLoaded', () => {
  it('lets a click that began before the tooltip arrived land, then gains the tooltip', async () => {
    const onPress = vi.fn();
    const view = render(<Control onPress={onPress} />);
    const pressed = screen.getByRole('button', { name: 'Profile' });
    pressed.focus();
    fireEvent.pointerDown(pressed);
    // The tooltip's code arrives while the button is held down: the button stays the same one.
    view.rerender(<Control tooltip={FakeTooltip} onPress={onPress} />);
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(pressed);
    expect(document.querySelector('[data-tooltip]')).toBeNull();
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(onPress).toHaveBeenCalledOnce();
    // Released: the control now sits in the tooltip's trigger, and keeps the focus.
    await nextTask();
    const control = screen.getByRole('button', { name: 'Profile' });
    expect(control.closest('[data-tooltip="View Profile"]')).not.toBeNull();
    expect(document.activeElement).toBe(control);
  });

  it('waits for a key press to end too', async () => {
    const view = render(<Control onPress={() => {}} />);
    const pressed = screen.getByRole('button', { name: 'Profile' });
    fireEvent.keyDown(pressed, { key: 'Enter' });
    view.rerender(<Control tooltip={FakeTooltip} onPress={() => {}} />);
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(pressed);
    fireEvent.keyUp(pressed, { key: 'Enter' });
    await nextTask();
    expect(document.querySelector('[data-tooltip]')).not.toBeNull();
  });

  it('keeps the tooltip through later presses', async () => {
    const view = render(<Control tooltip={FakeTooltip} onPress={() => {}} />);
    const control = screen.getByRole('button', { name: 'Profile' });
    expect(control.closest('[data-tooltip]')).not.toBeNull();
    fireEvent.pointerDown(control);
    view.rerender(<Control tooltip={FakeTooltip} onPress={() => {}} />);
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(control);
    fireEvent.pointerUp(control);
    await nextTask();
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(control);
  });
});
