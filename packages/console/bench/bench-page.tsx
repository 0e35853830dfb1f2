import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OrgTree } from '../src/features/org-tree/org-tree';
import { OrgSessionProvider } from '../src/hooks/org-session';
import type { OrgNode } from '../src/lib/org/org-node';
import { OrgSession } from '../src/lib/org/org-session';
import { hugeTree } from './bench-data';
import { NestedList } from './nested-list';
import { searchBench } from './search-bench';

const stage = document.getElementById('stage') as HTMLElement;
const root = createRoot(stage);
let data: ReturnType<typeof hugeTree> | undefined;
// The tree of a console tab, without a server: every node of the bench data is loaded.
const offline = () => Promise.reject(new Error('offline'));
const session = new OrgSession({ calls: { list: offline, node: offline, byPath: offline } });
const orgTree = session.tree;

/** Resolves after the browser has painted the current frame. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const parents = (all: OrgNode[]) => all.filter((n) => n.hasChildren);

/** The steps the runner drives, one page per run; every timing ends after a paint. */
const bench = {
  prepare() {
    data = hugeTree();
    // As in the console, where the shell and the drawer's spinner are up before the list arrives:
    // React has rendered before, and the timing starts at the data, not at React's first run.
    flushSync(() => root.render(<p role="status">Loading organizations…</p>));
    return data.all.length;
  },
  async paintTree() {
    const { roots, all, large } = data as NonNullable<typeof data>;
    // Which nodes are open is part of the data (everything but the large provider).
    const open = parents(all).filter((node) => node !== large);
    const start = performance.now();
    orgTree.setRoots(roots);
    orgTree.openMany(open);
    const modelled = performance.now();
    // The component would count them first thing; counted here to show that cost on its own.
    orgTree.rows();
    const counted = performance.now();
    flushSync(() =>
      root.render(
        <OrgSessionProvider session={session}>
          <OrgTree />
        </OrgSessionProvider>,
      ),
    );
    const rendered = performance.now();
    await painted();
    const end = performance.now();
    return {
      ms: end - start,
      model: modelled - start,
      count: counted - modelled,
      render: rendered - counted,
      paint: end - rendered,
    };
  },
  async expandLarge() {
    const { large } = data as NonNullable<typeof data>;
    const start = performance.now();
    await orgTree.open(large);
    await painted();
    return { ms: performance.now() - start, rows: orgTree.rows().length };
  },
  async scrollTo(row: number) {
    const scroller = stage.querySelector('[role="tree"]')?.parentElement as HTMLElement;
    const start = performance.now();
    scroller.scrollTop = row * 20;
    // The scroll event and the virtualizer's re-render run before the next frame's paint; wait
    // frame by frame only until the row is there (one frame when the tree keeps up).
    do await painted();
    while (!stage.querySelector(`[data-index="${row}"]`));
    return performance.now() - start;
  },
  domRows() {
    const scroller = stage.querySelector('[role="tree"]')?.parentElement as HTMLElement;
    return {
      inDom: stage.querySelectorAll('[role="treeitem"]').length,
      visible: Math.ceil(scroller.clientHeight / 20),
      elements: document.getElementsByTagName('*').length,
    };
  },
  async paintNested() {
    const { roots } = data as NonNullable<typeof data>;
    const start = performance.now();
    flushSync(() => root.render(<NestedList roots={roots} />));
    await painted();
    return { ms: performance.now() - start, elements: document.getElementsByTagName('*').length };
  },
  searchDetail() {
    return searchBench((data as NonNullable<typeof data>).all).slowest;
  },
  search() {
    return searchBench((data as NonNullable<typeof data>).all);
  },
};

Object.assign(window, { bench });
