import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { loadOrgSearch } from '../../hooks/use-found-orgs';
import { buildOrgNode } from '../../lib/org/org-node';
import { ORG_TREE_API_FLAG } from '../../lib/org/org-tree-mode';
import { OrgSearch } from './org-search';

// A site named through another client with a RIGHT-TO-LEFT OVERRIDE left open in its name.
const acme = buildOrgNode({
  name: 'Acme',
  number: 'GN-1',
  type: 'ServiceProvider',
  children: [
    {
      name: 'Crescent \u202EVenues',
      number: 'GN-2',
      type: 'Site',
      children: [{ name: 'Harbour Lobby', number: 'GN-3', type: 'ServiceArea' }],
    },
  ],
});

beforeEach(async () => {
  await loadOrgSearch();
  // The local filter over the loaded tree: no server in these tests.
  localStorage.setItem(ORG_TREE_API_FLAG, 'false');
});

afterEach(() => localStorage.clear());

describe('the org search results', () => {
  // docs/decisions/bidi-controls-in-names.md: the override turns its own name around, not the
  // names after it in the path.
  it('isolates each name of a result’s display path, the path reading as before', async () => {
    const bed = consoleTestbed();
    bed.session.tree.setRoots([acme]);
    render(
      <Provider theme={defaultTheme}>
        <bed.wrapper>
          <OrgSearch />
        </bed.wrapper>
      </Provider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search for Org' }), 'Harbour');
    const option = await screen.findByRole('option', { name: 'Harbour Lobby' });
    const path = option.querySelector('.org-search-path');
    expect(path?.textContent).toBe('Acme > Crescent \u202EVenues');
    expect([...(path?.querySelectorAll('bdi') ?? [])].map((bdi) => bdi.textContent)).toEqual([
      'Acme',
      'Crescent \u202EVenues',
    ]);
  });
});
