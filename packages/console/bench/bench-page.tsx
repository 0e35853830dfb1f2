import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OrgTree } from '../src/features/org-tree/org-tree';
import { OrgSessionProvider } from '../src/hooks/org-session';
import { loadOrgSearch } from '../src/hooks/use-found-orgs';
import type { OrgNode } from '../src/lib/org/org-node';
import { OrgSession } from '../src/lib/org/org-session';
import { ORG_TREE_API_FLAG } from '../src/lib/org/org-tree-mode';
import { OrgTreeStore } from '../src/lib/org/org-tree-store';
import { OrgSearchIndex } from '../src/lib/org-search/org-search-index';
import { SEARCH_DEBOUNCE_MS } from '../src/lib/org-search/search-text';
import { hugeTree } from './bench-data';
import { NestedList } from './nested-list';
import { paletteBench } from './palette-bench';
import { searchBench, typedQueries } from './search-bench';

const stage = document.getElementById('stage') as HTMLElement;
const root = createRoot(stage);
let data: ReturnType<typeof hugeTree> | undefined;
// The tree of a console tab, without a server: every node of the bench data is loaded.
const offline = () => Promise.reject(new Error('offline'));
const session = new OrgSession({ calls: { list: offline, node: offline, byPath: offline } });
const orgTree = session.tree;

// The search's code, loaded as the console loads it (a chunk of its own, hooks/use-found-orgs.ts):
// a static import here would keep it in the page's chunk and make the console's dynamic import
// of it ineffective in this build (INEFFECTIVE_DYNAMIC_IMPORT).
const orgSearch = loadOrgSearch;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Resolves after the browser has painted the current frame. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const parents = (all: OrgNode[]) => all.filter((n) => n.hasChildren);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const orgText = (node: OrgNode) => `${node.name}\u0001${node.displayPath}`;

// Tasks of 50 ms and more, as the browser reports them (a cross-check of the runner's trace).
const longTasks: { start: number; ms: number }[] = [];
if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask' });
}

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
    // When the browser hands the page the new offset (a capturing listener runs before the
    // tree's own) and when the tree's listener has rendered the rows (a later one, after it).
    let scrolled = Number.NaN;
    let rendered = Number.NaN;
    const before = () => {
      scrolled = performance.now();
    };
    let renderedRows = 0;
    const after = () => {
      rendered = performance.now();
      renderedRows = stage.querySelectorAll('[role="treeitem"]').length;
    };
    window.addEventListener('scroll', before, { capture: true, once: true });
    scroller.addEventListener('scroll', after, { once: true });
    const start = performance.now();
    scroller.scrollTop = row * 20;
    // The scroll event and the virtualizer's re-render run before the next frame's paint; wait
    // frame by frame only until the row is there (one frame when the tree keeps up).
    do await painted();
    while (!stage.querySelector(`[data-index="${row}"]`));
    const end = performance.now();
    return {
      ms: end - start,
      toFrame: scrolled - start,
      render: rendered - scrolled,
      paint: end - rendered,
      renderedRows,
    };
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
  /**
   * The org list arrives while the search box is mounted (API mode off, so the loaded orgs are
   * searched locally): the tree paints, the administrator types at once, and the debounced
   * search answers, while the index builds in the background. The runner reads the main
   * thread's tasks between the marks from a trace.
   */
  async arrivalToResults() {
    const { roots, all, large } = data as NonNullable<typeof data>;
    const open = parents(all).filter((node) => node !== large);
    const lookups = { node: offline, search: offline };
    const { findOrgs, followTree, loadedOrgsIndex } = await orgSearch();
    const stop = followTree(orgTree, () => false);
    performance.mark('arrival');
    const start = performance.now();
    orgTree.setRoots(roots);
    orgTree.openMany(open);
    flushSync(() =>
      root.render(
        <OrgSessionProvider session={session}>
          <OrgTree />
        </OrgSessionProvider>,
      ),
    );
    await painted();
    const paint = performance.now() - start;
    const query = typedQueries(all)[1] as string;
    await sleep(SEARCH_DEBOUNCE_MS);
    const index = loadedOrgsIndex(orgTree);
    const midBuild = index.building;
    const typed = performance.now();
    const found = await findOrgs(query, { api: lookups, tree: orgTree, apiMode: false });
    const answered = performance.now();
    performance.mark('results');
    await index.built();
    const built = performance.now();
    performance.mark('built');
    stop();
    const since = (entries: typeof longTasks) => entries.filter((task) => task.start >= start - 1);
    return {
      paint,
      query,
      total: found.total,
      midBuild,
      searchMs: answered - typed,
      resultsAt: answered - start,
      builtAt: built - start,
      longTasksToResults: since(longTasks).filter((task) => task.start < answered).length,
      longTasksToBuilt: since(longTasks).length,
    };
  },
  /**
   * What handing the texts to a worker would cost the main thread before the worker starts:
   * making them, and cloning them as `postMessage` does (docs/decisions/org-search-index-build.md).
   */
  workerHandOff() {
    const { all } = data as NonNullable<typeof data>;
    let texts: string[] = [];
    const textMs = time(() => {
      texts = all.map(orgText);
    });
    const cloneMs = time(() => structuredClone(texts));
    const onePieceMs = time(() => new OrgSearchIndex(all, orgText));
    // The first `allNodes()` after a change indexes the tree by uniqueId and number (lib/org).
    const store = new OrgTreeStore();
    store.setRoots((data as NonNullable<typeof data>).roots);
    const treeIndexMs = time(() => store.allNodes());
    return { textMs, cloneMs, onePieceMs, treeIndexMs };
  },
  /**
   * The Go to… palette over the loaded tree, its index built (as after the first minute of a
   * session): opening it, then each keystroke from the input event to the answering render.
   */
  async palette() {
    const { roots, all } = data as NonNullable<typeof data>;
    // API mode off: the loaded orgs are searched in the page, as the figures are about.
    localStorage.setItem(ORG_TREE_API_FLAG, 'false');
    orgTree.setRoots(roots);
    const { loadedOrgsIndex } = await orgSearch();
    const index = loadedOrgsIndex(orgTree);
    index.refresh();
    await index.built();
    return paletteBench(root, session, typedQueries(all));
  },
  async search() {
    const { loadedOrgsIndex } = await orgSearch();
    const index = loadedOrgsIndex(orgTree);
    index.refresh();
    await index.built();
    return searchBench((data as NonNullable<typeof data>).all, index);
  },
};

Object.assign(window, { bench });
