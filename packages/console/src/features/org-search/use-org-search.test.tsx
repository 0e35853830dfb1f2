import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { loadOrgSearch } from '../../hooks/use-found-orgs';
import { buildOrgNode } from '../../lib/org/org-node';
import { ORG_TREE_API_FLAG } from '../../lib/org/org-tree-mode';
import { NO_ORG, selectedOrgFromNode } from '../../lib/org/selected-org';
import { useOrgSearch } from './use-org-search';

const acme = buildOrgNode({
  name: 'Acme',
  number: 'GN-1',
  type: 'ServiceProvider',
  children: [
    { name: 'Harbour Hotel', number: 'GN-2', type: 'Site' },
    { name: 'Hillside Inn', number: 'GN-3', type: 'Site' },
  ],
});

const key = (name: string) => ({ key: name, preventDefault() {} }) as unknown as KeyboardEvent;

let bed: ReturnType<typeof consoleTestbed>;
const renderSearch = () => renderHook(() => useOrgSearch(), { wrapper: bed.wrapper });

beforeEach(async () => {
  // The search's code loads on demand in the console; here it is there before the first key.
  await loadOrgSearch();
  vi.useFakeTimers();
  // The local filter over the loaded tree: no server in these tests.
  localStorage.setItem(ORG_TREE_API_FLAG, 'false');
  bed = consoleTestbed();
  bed.session.tree.setRoots([acme]);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useOrgSearch', () => {
  it('waits 300 ms after the last keystroke before it searches', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Harb'));
    expect(result.current.results.status).toBe('searching');
    await settle(299);
    expect(result.current.results.status).toBe('searching');
    await settle(1);
    expect(result.current.results).toMatchObject({ status: 'done', total: 1 });
    expect(result.current.options.map((o) => (o.kind === 'org' ? o.node.name : o.kind))).toEqual([
      'Harbour Hotel',
    ]);
  });

  it('restarts the wait on every keystroke', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Hil'));
    await settle(200);
    act(() => result.current.setText('Hill'));
    await settle(200);
    expect(result.current.results.status).toBe('searching');
    await settle(100);
    expect(result.current.results).toMatchObject({ status: 'done', total: 1 });
  });

  it('asks for 3 characters before it searches at all', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Ha'));
    await settle(300);
    expect(result.current.results.status).toBe('short');
    expect(result.current.options).toEqual([]);
  });

  it('does not let Enter pick a row of the previous text while the new one is searched', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Harb'));
    await settle(300);
    act(() => result.current.setText('Hill'));
    act(() => result.current.onKeyDown(key('Enter')));
    expect(bed.session.selected.get()).toEqual(NO_ORG);
    expect(result.current.open).toBe(true);
    await settle(300);
    expect(bed.session.selected.get().name).toBe('Hillside Inn');
  });

  it('takes an Enter typed while it searches: the first match is chosen when it comes', async () => {
    const { result } = renderSearch();
    bed.session.selected.set(selectedOrgFromNode(acme));
    act(() => result.current.setText('Hotel'));
    act(() => result.current.onKeyDown(key('Enter')));
    expect(result.current.results.status).toBe('searching');
    expect(bed.session.selected.get().name).toBe('Acme');
    await settle(300);
    // Not `Stay On`, the first row: the first org the text found.
    expect(bed.session.selected.get().name).toBe('Harbour Hotel');
    expect(result.current.open).toBe(false);
    expect(result.current.text).toBe('');
  });

  it('forgets that Enter when the text changes before the answer', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Hotel'));
    act(() => result.current.onKeyDown(key('Enter')));
    act(() => result.current.setText('Hotels'));
    await settle(300);
    expect(bed.session.selected.get()).toEqual(NO_ORG);
    expect(result.current.open).toBe(true);
  });

  it('holds no more text than the search takes: a long paste is cut at 200 characters', async () => {
    const { result } = renderSearch();
    act(() => result.current.setText('Harbour '.repeat(625)));
    expect(result.current.text).toHaveLength(200);
    await settle(300);
    expect(result.current.results).toMatchObject({ status: 'done', total: 0 });
  });
});
