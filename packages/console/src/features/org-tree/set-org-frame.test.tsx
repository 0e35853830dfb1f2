import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrgSessionProvider } from '../../hooks/org-session';
import { OrgSession } from '../../lib/org/org-session';
import { SetOrgFrame } from './set-org-frame';

const unused = () => Promise.reject(new Error('not called'));

function renderFrame() {
  let completed = 0;
  const session = new OrgSession({
    calls: { list: unused, node: unused, byPath: unused },
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    search: '',
    onOrgSet: () => completed++,
  });
  session.pendingSetOrg.set('/Guestnet/SetOrg.aspx?org=1042');
  render(
    <OrgSessionProvider session={session}>
      <SetOrgFrame />
    </OrgSessionProvider>,
  );
  const frame = screen.getByTestId('set-org-frame') as HTMLIFrameElement;
  return { session, frame, completed: () => completed };
}

/** Another window on the console's own origin: a second frame, as another tab or popup would be. */
function sameOriginStranger(): Window {
  const other = document.createElement('iframe');
  document.body.append(other);
  if (!other.contentWindow) throw new Error('jsdom gave the frame no window');
  return other.contentWindow;
}

function post(source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'setOrgComplete' }, origin, source }),
    );
  });
}

// The stranger windows are frames added outside the rendered tree.
afterEach(() => {
  for (const frame of document.querySelectorAll('body > iframe')) frame.remove();
});

describe('SetOrgFrame', () => {
  it('finishes the selection when its own frame posts setOrgComplete', () => {
    const { session, frame, completed } = renderFrame();
    post(frame.contentWindow);
    expect(completed()).toBe(1);
    expect(session.pendingSetOrg.get()).toBeNull();
  });

  it('ignores setOrgComplete from another window on the same origin', () => {
    const { session, completed } = renderFrame();
    post(sameOriginStranger());
    post(window);
    post(null);
    expect(completed()).toBe(0);
    expect(session.pendingSetOrg.get()).not.toBeNull();
  });

  it('ignores its own frame when the message comes from a foreign origin', () => {
    const { frame, completed } = renderFrame();
    post(frame.contentWindow, 'https://evil.example');
    expect(completed()).toBe(0);
  });
});
