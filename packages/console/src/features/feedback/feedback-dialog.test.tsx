import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';

type Sent = Parameters<FeedbackDialogProps['send']>[0];

function renderDialog(send: (body: Sent) => Promise<void> = async () => {}) {
  const sent: Sent[] = [];
  const onClose = vi.fn();
  const ui = (isOpen: boolean) => (
    <Provider theme={defaultTheme}>
      <FeedbackDialog
        isOpen={isOpen}
        onClose={onClose}
        send={async (body) => {
          sent.push(body);
          await send(body);
        }}
      />
    </Provider>
  );
  const view = render(ui(true));
  // The host keeps the dialog mounted between openings here, so only the reset empties it.
  const reopen = () => {
    view.rerender(ui(false));
    view.rerender(ui(true));
  };
  return { sent, onClose, reopen };
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Product Feedback' });
}

function field(name: 'Email' | 'Feedback'): HTMLInputElement | HTMLTextAreaElement {
  return within(dialog()).getByRole('textbox', { name: name === 'Feedback' ? /^Feedback/ : name });
}

function type(name: 'Email' | 'Feedback', value: string) {
  fireEvent.change(field(name), { target: { value } });
}

function messageOf(name: 'Email' | 'Feedback'): string | undefined {
  const input = field(name);
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function send() {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
  });
}

async function chooseBug() {
  fireEvent.click(within(dialog()).getByRole('button', { name: /Type of Feedback/ }));
  const option = await screen.findByRole('option', { name: 'I want to report a bug...' });
  fireEvent.click(option);
  await waitFor(() =>
    expect(
      within(dialog()).getByRole('button', { name: /Type of Feedback/ }).textContent,
    ).toContain('I want to report a bug...'),
  );
}

beforeEach(() => snackbarQueue.set([]));

describe('FeedbackDialog', () => {
  it('starts as an idea with no message before the first Send', async () => {
    renderDialog();
    expect(
      within(dialog()).getByRole('button', { name: /Type of Feedback/ }).textContent,
    ).toContain('I have an idea...');
    type('Email', 'not-an-email');
    await act(async () => {});
    expect([messageOf('Email'), messageOf('Feedback')]).toEqual([undefined, undefined]);
  });

  it('needs feedback text and a valid email if one is given, and sends nothing', async () => {
    const { sent } = renderDialog();
    type('Email', 'not-an-email');
    await send();
    await waitFor(() =>
      expect([messageOf('Email'), messageOf('Feedback')]).toEqual(['Invalid Email', 'Required']),
    );
    expect(sent).toEqual([]);
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    [' dana.reyes@guestnet.example ', undefined],
    ['ops@example', 'Invalid Email'],
  ])('judges the email %j: %s', async (email, expected) => {
    renderDialog();
    type('Email', email);
    await send();
    await waitFor(() => expect(messageOf('Feedback')).toBe('Required'));
    expect(messageOf('Email')).toBe(expected);
  });

  it('follows each change once the first Send has shown the messages', async () => {
    renderDialog();
    type('Email', 'not-an-email');
    await send();
    await waitFor(() => expect(messageOf('Feedback')).toBe('Required'));
    type('Feedback', 'More filters please');
    await waitFor(() => expect(messageOf('Feedback')).toBeUndefined());
    expect(messageOf('Email')).toBe('Invalid Email');
    type('Email', 'dana.reyes@guestnet.example');
    await waitFor(() => expect(messageOf('Email')).toBeUndefined());
    type('Feedback', '  ');
    await waitFor(() => expect(messageOf('Feedback')).toBe('Required'));
  });

  it('sends the type, the trimmed email and the feedback, thanks the user, then starts empty', async () => {
    const { sent, onClose, reopen } = renderDialog();
    await chooseBug();
    type('Email', ' dana.reyes@guestnet.example ');
    type('Feedback', ' The tree forgets its width. ');
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        FeedbackType: 'bug',
        Email: 'dana.reyes@guestnet.example',
        Feedback: ' The tree forgets its width. ',
      },
    ]);
    expect(snackbarQueue.get().map(({ message, kind }) => [message, kind])).toEqual([
      ['Thank you for your feedback!', 'success'],
    ]);
    reopen();
    expect([field('Email').value, field('Feedback').value]).toEqual(['', '']);
    expect(
      within(dialog()).getByRole('button', { name: /Type of Feedback/ }).textContent,
    ).toContain('I have an idea...');
  });

  it('says why sending failed and keeps what was typed', async () => {
    const { onClose } = renderDialog(async () => {
      throw new Error('API Error occurred with status 500');
    });
    type('Feedback', 'half a thought');
    await send();
    await waitFor(() =>
      expect(snackbarQueue.get().map(({ message, kind }) => [message, kind])).toEqual([
        ['API Error occurred with status 500', 'error'],
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Feedback').value).toBe('half a thought');
  });

  it('starts empty, without messages, after Cancel', async () => {
    const { onClose, reopen } = renderDialog();
    type('Email', 'not-an-email');
    await send();
    await waitFor(() => expect(messageOf('Feedback')).toBe('Required'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    reopen();
    expect([field('Email').value, field('Feedback').value]).toEqual(['', '']);
    expect([messageOf('Email'), messageOf('Feedback')]).toEqual([undefined, undefined]);
    type('Email', 'still-not-an-email');
    await act(async () => {});
    expect(messageOf('Email')).toBeUndefined();
  });
});
