import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  defaultTheme,
  Heading,
  Provider,
} from '@adobe/react-spectrum';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type MountPriority, MountProbe } from '../../test/render-priority';
import { createStore } from '../lib/platform/store';
import { TooltipFrom, TooltipOnceLoaded } from './with-tooltip';

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

/** A header control opening a dialog, as `View Profile` does. */
function Opener({ tooltip }: { tooltip?: typeof FakeTooltip }) {
  const [open, setOpen] = useState(false);
  return (
    <Provider theme={defaultTheme}>
      <TooltipOnceLoaded label="View Profile" tooltip={tooltip}>
        <button type="button" onClick={() => setOpen(true)}>
          Profile
        </button>
      </TooltipOnceLoaded>
      <DialogContainer onDismiss={() => setOpen(false)}>
        {open && (
          <Dialog>
            <Heading>Your profile</Heading>
            <Content>Dana Reyes</Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Close
              </Button>
            </ButtonGroup>
          </Dialog>
        )}
      </DialogContainer>
    </Provider>
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

  it('gives the focus back to the control after a dialog it opened, the tooltip arriving meanwhile', async () => {
    const user = userEvent.setup();
    const view = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The tooltip's code arrives while the dialog is open.
    view.rerender(<Opener tooltip={FakeTooltip} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-tooltip="View Profile"]')).not.toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profile' }));
  });
});

describe('WithTooltip', () => {
  it('gains its tooltip in a background render, not one that holds the page', async () => {
    const tooltip = createStore<{ default: typeof FakeTooltip } | undefined>(undefined);
    const mounts: MountPriority[] = [];
    render(
      <TooltipFrom module={tooltip} label="Help">
        <button type="button">
          <MountProbe mounts={mounts}>Help</MountProbe>
        </button>
      </TooltipFrom>,
    );
    expect(mounts).toEqual(['urgent']);
    // The tooltip's code arrives: the control mounts anew inside its trigger.
    act(() => tooltip.set({ default: FakeTooltip }));
    await waitFor(() => expect(document.querySelector('[data-tooltip="Help"]')).not.toBeNull());
    expect(mounts).toEqual(['urgent', 'background']);
  });
});
