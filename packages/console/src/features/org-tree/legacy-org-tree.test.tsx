import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrgSessionProvider } from '../../hooks/org-session';
import { OrgSession } from '../../lib/org/org-session';
import { LegacyOrgTree } from './legacy-org-tree';

const unused = () => Promise.reject(new Error('not called'));

function renderTree() {
  const session = new OrgSession({
    calls: { list: unused, node: unused, byPath: unused },
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    search: '',
  });
  render(
    <Provider theme={defaultTheme}>
      <OrgSessionProvider session={session}>
        <LegacyOrgTree />
      </OrgSessionProvider>
    </Provider>,
  );
  return screen.getByTitle('Organizations') as HTMLIFrameElement;
}

function post(source: Window | null) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'treeLoaded' },
        origin: window.location.origin,
        source,
      }),
    );
  });
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading organizations' });

// The stranger windows are frames added outside the rendered tree.
afterEach(() => {
  for (const frame of document.querySelectorAll('body > iframe')) frame.remove();
});

describe('LegacyOrgTree', () => {
  it('shows the tree once its own frame posts treeLoaded', () => {
    const frame = renderTree();
    expect(spinner()).not.toBeNull();
    post(frame.contentWindow);
    expect(spinner()).toBeNull();
  });

  it('ignores treeLoaded from another window on the same origin', () => {
    renderTree();
    const stranger = document.createElement('iframe');
    document.body.append(stranger);
    post(stranger.contentWindow);
    post(window);
    expect(spinner()).not.toBeNull();
  });
});
