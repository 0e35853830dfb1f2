import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../test/console-testbed';
import { buildOrgNode } from '../lib/org/org-node';
import { selectedOrgFromNode } from '../lib/org/selected-org';
import { useOrgGrants } from './use-org-grants';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-2', type: 'Site' });

/** GetOrgAccess granting every feature to a Site, counting the calls per org. */
function grantingFetch() {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/GetOrgAccess')) return Response.json({}, { status: 500 });
    const org = url.searchParams.get('org') ?? '';
    calls.push(org);
    const ids = (await request.json()) as string[];
    return Response.json({
      hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
      orgType: 'Site',
    });
  };
  return { fetch, calls };
}

describe('useOrgGrants', () => {
  it('hands down the same grants from render to render until the answer changes', async () => {
    const { fetch } = grantingFetch();
    const bed = consoleTestbed({ fetch });
    bed.session.selected.set(selectedOrgFromNode(site));
    const { result, rerender } = renderHook(() => useOrgGrants(), { wrapper: bed.wrapper });
    expect(result.current.grants).toEqual({ status: 'verifying' });
    await waitFor(() => expect(result.current.grants.status).toBe('verified'));
    const verified = result.current.grants;
    expect(verified).toMatchObject({ orgType: 'Site', hasAccess: { af_servplan: true } });
    rerender();
    rerender();
    expect(result.current.grants).toBe(verified);
  });

  it('reads another org’s grants from the same cache, once per org', async () => {
    const { fetch, calls } = grantingFetch();
    const bed = consoleTestbed({ fetch });
    const { result } = renderHook(() => useOrgGrants(), { wrapper: bed.wrapper });
    expect(result.current.grants).toEqual({ status: 'no-org' });
    let other: Awaited<ReturnType<typeof result.current.grantsOf>> | undefined;
    await act(async () => {
      other = await result.current.grantsOf('GN-7');
      await result.current.grantsOf('GN-7');
    });
    expect(other).toMatchObject({ status: 'verified', orgType: 'Site' });
    expect(calls).toEqual(['GN-7']);
  });
});
