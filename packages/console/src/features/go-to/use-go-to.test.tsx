import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { loadOrgSearch } from '../../hooks/use-found-orgs';
import { buildOrgNode } from '../../lib/org/org-node';
import { ORG_TREE_API_FLAG } from '../../lib/org/org-tree-mode';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { useGoTo } from './use-go-to';

const lobby = buildOrgNode({ name: 'Harbour Lobby', number: 'GN-3', type: 'ServiceArea' });

/** GetOrgAccess granting every feature to a service area. */
const fetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  if (!new URL(request.url).pathname.endsWith('/GetOrgAccess')) {
    return Response.json({}, { status: 500 });
  }
  const ids = (await request.json()) as string[];
  return Response.json({
    hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
    orgType: 'ServiceArea',
  });
};

beforeEach(async () => {
  await loadOrgSearch();
  localStorage.setItem(ORG_TREE_API_FLAG, 'false');
});
afterEach(() => localStorage.clear());

describe('useGoTo', () => {
  it('keeps its groups from render to render while the text and the answers stay the same', async () => {
    const bed = consoleTestbed({ fetch });
    bed.session.tree.setRoots([lobby]);
    bed.session.selected.set(selectedOrgFromNode(lobby));
    const { result, rerender } = renderHook(
      () => useGoTo({ pathname: '/setup/organization', navigate: () => {} }),
      { wrapper: bed.wrapper },
    );
    act(() => result.current.setText('plans'));
    // The screens group needs the org's grants: once it lists Service Plans, they are in.
    await waitFor(() => {
      const screens = result.current.sections.find((s) => s.id === 'screens');
      expect(screens?.entries.map((e) => e.key)).toContain('screen:/setup/service-plans');
      expect(result.current.answered).toBe('plans');
    });
    const sections = result.current.sections;
    rerender();
    rerender();
    expect(result.current.sections).toBe(sections);
  });
});
