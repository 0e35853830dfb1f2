import type { DboComponents } from '@guestnet/sdk';
import { browserStorage } from '../platform/browser-storage';
import { readCookie, writeCookie } from '../platform/cookies';
import { createStore, type Store } from '../platform/store';
import { ORG_CONTEXT_COOKIES, setOrgUrl } from './org-context';
import { buildOrgNode, type OrgNode, wrapInFakeRoot } from './org-node';
import { forgetRecentOrg, readRecentOrgs, rememberRecentOrg } from './org-recent';
import { readApiMode, writeApiMode } from './org-tree-mode';
import { OrgTreeStore } from './org-tree-store';
import {
  hasSelectedOrg,
  readSelectedOrg,
  type SelectedOrg,
  selectedOrgFromNode,
  writeSelectedOrg,
} from './selected-org';

/** docs/product/errors.md: a selection by number that finds nothing. */
export const ORG_NOT_FOUND = 'Unable to find org, please select one in tree.';

/** The org calls the session makes; the console builds them from the SDK's query options. */
export interface OrgCalls {
  /** GET /AdminApi/org/tree: the top-level orgs with their loaded children. */
  list(): Promise<OrgNode[]>;
  /** GET /AdminApi/org/tree/{orgNumber}: one org with its children one level deep. */
  node(number: string): Promise<OrgNode>;
  /** POST /AdminApi/org/tree: the tree item for an org's uniqueId path. */
  byPath(path: string, alreadyHasData: boolean): Promise<OrgNode>;
}

/** An org's details as GetOrg, SaveOrg, AddOrg and AddSite answer them. */
export type OrgDetails = DboComponents['schemas']['OrgDetails'];

/** A request to bring a row into view; `seq` tells two requests for the same org apart. */
export interface ScrollRequest {
  uniqueId: string;
  seq: number;
}

/** What a session touches; everything but `calls` has the browser's default. */
export interface OrgSessionOptions {
  calls: OrgCalls;
  tree?: OrgTreeStore;
  /** Session info for the selection (docs/product/states.md); `sessionStorage` by default. */
  sessionStorage?: Storage | undefined;
  /** The recent list and the API mode flag; `localStorage` by default. */
  localStorage?: Storage | undefined;
  /** The page's query string, for the `org-tree-api` parameter; `location.search` by default. */
  search?: string;
  /** Wrap the list in the fake root -1 (docs/product/entities.md: development mode). */
  devRoot?: boolean;
  readCookie?: (name: string) => string | null;
  writeCookie?: (name: string, value: string) => void;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
  /**
   * What follows SetOrg.aspx's `setOrgComplete` besides clearing the frame (docs/product/states.md): the
   * console refreshes the token, flushes cached answers and reloads embedded pages.
   */
  onOrgSet?: () => void;
}

/**
 * The org session of one console tab, React-free: the org tree, the selected org, the pending
 * SetOrg.aspx round trip and the recent list, each an observable store, and the three ways they
 * change: `loadList`, `select`/`selectByNumber` and `complete` (docs/product/states.md "Org list loading",
 * "Org selection"). React binds to it through the thin hooks of `src/hooks/`.
 *
 * docs/decisions/org-selection-protocol.md, docs/decisions/org-tree-modes.md
 */
export class OrgSession {
  readonly tree: OrgTreeStore;
  /** The org the console works on (docs/product/entities.md "Selected org"), kept in session info. */
  readonly selected: Store<SelectedOrg>;
  /** The SetOrg.aspx address the hidden frame loads; `null` when no org is being set. */
  readonly pendingSetOrg = createStore<string | null>(null);
  /** The recently viewed org numbers, most recent first (docs/product/constants.md). */
  readonly recent: Store<string[]>;
  /** The row the tree should bring into view next. */
  readonly scrollRequest = createStore<ScrollRequest | null>(null);
  readonly #options: OrgSessionOptions;
  #loading: Promise<void> | undefined;
  /** The list asked for before the login was known valid (`prefetchList`), until loadList takes it. */
  #prefetched: Promise<OrgNode[]> | undefined;
  /** The guards of the forms on screen, asked in the order they were set. */
  readonly #leaveGuards = new Set<() => Promise<boolean>>();
  /** Set while a deleted org is left: no form is asked. */
  #leavingRemoved = false;

  constructor(options: OrgSessionOptions) {
    this.#options = options;
    this.tree = options.tree ?? new OrgTreeStore();
    this.selected = createStore(readSelectedOrg(this.#sessionStorage));
    this.recent = createStore(readRecentOrgs(this.#localStorage));
  }

  get #sessionStorage() {
    return 'sessionStorage' in this.#options
      ? this.#options.sessionStorage
      : browserStorage('sessionStorage');
  }

  get #localStorage() {
    return 'localStorage' in this.#options
      ? this.#options.localStorage
      : browserStorage('localStorage');
  }

  /**
   * Loads the org list into the tree once (docs/product/states.md "Org list loading"). With API mode off the
   * legacy frame shows the tree and the list is not asked for; a failed list silently falls back
   * to the legacy frame and turns API mode off. The top level starts open, and a new tab shows
   * the org of the session's context cookie as selected.
   */
  loadList(): Promise<void> {
    this.#loading ??= this.#load();
    return this.#loading;
  }

  /**
   * Asks for the org list as the page starts, beside IsLoginValid instead of after it
   * (docs/decisions/demo-startup.md, "The org list beside IsLoginValid"): `loadList`, started once
   * the login is valid, uses this answer. A list that fails here changes nothing: `loadList` asks
   * again, and only that answer's failure is the legacy fallback's, so a visit whose login turns
   * out invalid never turns API mode off. Does nothing when API mode is off or the list is loading.
   */
  prefetchList(): void {
    if (this.#loading || this.#prefetched) return;
    if (!readApiMode(this.#options.search, this.#localStorage)) return;
    const prefetched = this.#options.calls.list();
    // Read by loadList, or never (the page went to the login page): not an unhandled rejection.
    prefetched.catch(() => {});
    this.#prefetched = prefetched;
  }

  /** The prefetched list if it arrived, else the list asked for now. */
  async #list(): Promise<OrgNode[]> {
    const prefetched = this.#prefetched;
    this.#prefetched = undefined;
    if (prefetched) {
      try {
        return await prefetched;
      } catch {
        // Asked before the login was known valid: ask again now that it is.
      }
    }
    return this.#options.calls.list();
  }

  async #load(): Promise<void> {
    const { tree } = this;
    const storage = this.#localStorage;
    // Search and selection read the same flag, so the tree shown and the way orgs are found agree.
    if (!readApiMode(this.#options.search, storage)) {
      tree.setSource('legacy');
      return;
    }
    let roots: OrgNode[];
    try {
      roots = await this.#list();
    } catch {
      writeApiMode(false, storage);
      tree.setSource('legacy');
      return;
    }
    const devRoot = this.#options.devRoot ?? import.meta.env.DEV;
    tree.setRoots(devRoot ? [wrapInFakeRoot(roots)] : roots);
    for (const root of tree.roots) if (root.children) await tree.open(root);
    if (hasSelectedOrg(this.selected.get())) await this.#revealStoredSelection();
    else await this.#restoreContextOrg();
  }

  /**
   * A reloaded tab keeps its selection (session info), but its tree starts with only the top
   * level open: open the way down to the selected org and bring it into view, as a selection
   * does, so the tree shows where the screen is. An org the server no longer has is only logged.
   */
  async #revealStoredSelection(): Promise<void> {
    const { uniqueId } = this.selected.get();
    if (!uniqueId) return;
    try {
      const node = await this.#placeByPath(uniqueId);
      if (node) this.#reveal(node);
    } catch (error) {
      this.#log('The selected org cannot be shown in the tree', error);
    }
  }

  /**
   * The org this page starts on, before the list has loaded: the tab's own selection, else the
   * org of the session's context cookie (a new tab's), else none. What the page may ask for as it
   * starts (docs/decisions/demo-startup.md, "Round 8").
   */
  startingOrgNumber(): string | null {
    return (
      this.selected.get().number ??
      (this.#options.readCookie ?? readCookie)(ORG_CONTEXT_COOKIES.number) ??
      null
    );
  }

  /**
   * A new tab has no selection of its own yet, but the org context cookie says which org the
   * session is on: show that org as selected, without setting it again through SetOrg.aspx.
   */
  async #restoreContextOrg(): Promise<void> {
    const number = (this.#options.readCookie ?? readCookie)(ORG_CONTEXT_COOKIES.number);
    if (!number) return;
    try {
      let node = this.tree.findByNumber(number);
      if (!node) {
        // The org alone has no ancestors in the tree: the way down to it is loaded by its path,
        // so it shows in its place rather than as a root of its own.
        const found = await this.#options.calls.node(number);
        node = (await this.#placeByPath(found.uniqueId)) ?? this.tree.insert(found);
      }
      this.#setSelected(node);
      this.#reveal(node);
    } catch (error) {
      this.#log('The org context cookie names an org that cannot be read', error);
    }
  }

  /** The node of `uniqueId`, with the way down to it loaded by its path when the tree lacks it. */
  async #placeByPath(uniqueId: string): Promise<OrgNode | undefined> {
    const held = this.tree.findByUniqueId(uniqueId);
    if (held) return held;
    this.tree.insert(await this.#options.calls.byPath(uniqueId, false));
    return this.tree.findByUniqueId(uniqueId);
  }

  /**
   * Selects an org (docs/product/states.md "Org selection"): in API mode it is first loaded into the tree
   * when missing; nothing happens when it is already selected; otherwise the selection is set and
   * remembered (session info, recent list, org context cookies), SetOrg.aspx is loaded in the
   * hidden frame, and the ancestors open with the org brought into view. Resolves to whether the
   * selection changed.
   */
  async select(node: OrgNode): Promise<boolean> {
    const { tree } = this;
    let target = readApiMode(this.#options.search, this.#localStorage)
      ? await this.#placeByPath(node.uniqueId)
      : tree.findByUniqueId(node.uniqueId);
    target ??= tree.insert(node);
    if (this.selected.get().uniqueId === target.uniqueId) return false;
    // A screen with unsaved changes may keep the org (the unsaved-changes guard).
    // Asked only when a form is on screen: without one the selection changes in this same task.
    if (this.#leaveGuards.size > 0 && !(await this.#mayLeave())) return false;

    this.#setSelected(target);
    this.recent.set(rememberRecentOrg(target.number, this.#localStorage));
    const setCookie = this.#options.writeCookie ?? writeCookie;
    setCookie(ORG_CONTEXT_COOKIES.number, target.number ?? '');
    setCookie(ORG_CONTEXT_COOKIES.uniqueId, target.uniqueId);
    this.pendingSetOrg.set(setOrgUrl(target, (this.#options.now ?? Date.now)()));
    this.#reveal(target);
    return true;
  }

  /**
   * Selects an org by its number (deep links, org-number search): from the tree when loaded,
   * otherwise from the server. Rejects with `ORG_NOT_FOUND` when there is no such org.
   */
  async selectByNumber(number: string): Promise<boolean> {
    let node = this.tree.findByNumber(number);
    if (!node) {
      try {
        node = await this.#options.calls.node(number.toUpperCase());
      } catch (error) {
        throw new Error(ORG_NOT_FOUND, { cause: error });
      }
    }
    return this.select(node);
  }

  /**
   * Opens a node of the tree, asking the server for its children when they are not loaded yet
   * (docs/product/states.md "Tree nodes"); rejects when they cannot be fetched, leaving the node closed.
   */
  open(node: OrgNode): Promise<void> {
    return this.tree.open(
      node,
      async (parent) => (await this.#options.calls.node(parent.number ?? '')).children ?? [],
    );
  }

  /**
   * An org's details were saved (Edit Org): its tree row, the display paths under it,
   * the local search and the selection (when it is this org or under it) follow at once. The
   * recent list keeps numbers and reads names anew each time it opens.
   */
  orgSaved(details: OrgDetails): void {
    const node = this.tree.update(details.OrgNumber, {
      name: details.Name,
      status: details.Status,
      isTrialMode: details.IsTrialMode,
    });
    const selected = this.selected.get();
    if (!node || !selected.uniqueId) return;
    const shown = this.tree.findByUniqueId(selected.uniqueId);
    if (shown && node.uniqueIdPath.every((id, i) => shown.uniqueIdPath[i] === id)) {
      this.#setSelected(shown);
    }
  }

  /**
   * Orgs were added (Add Org and the new-site wizard), parents before children: each
   * joins the tree under its parent when the parent's children are loaded (otherwise opening the
   * parent loads them with it), the parents open, and `select` is then selected.
   */
  async orgsAdded(
    details: readonly OrgDetails[],
    options: { select?: string } = {},
  ): Promise<void> {
    const parents = new Set<OrgNode>();
    for (const org of details) {
      const parent = org.ParentNumber ? this.tree.findByNumber(org.ParentNumber) : undefined;
      if (!parent) continue;
      if (parent.children || !parent.hasChildren) {
        const node = buildOrgNode(
          {
            name: org.Name,
            number: org.OrgNumber,
            type: org.Type,
            status: org.Status,
            isTrialMode: org.IsTrialMode,
          },
          parent.path,
        );
        this.tree.insert(node);
      }
      parents.add(parent);
    }
    for (const parent of parents) {
      // The new org is listed by the server; a failed load leaves the parent closed.
      await this.open(this.tree.findByUniqueId(parent.uniqueId) ?? parent).catch((error) =>
        this.#log('Unable to open the parent of an added org', error),
      );
    }
    if (options.select) await this.selectByNumber(options.select);
  }

  /**
   * An org was deleted: it and everything under it leave the tree, the search and the
   * recent list, and its parent is selected.
   */
  async orgRemoved(orgNumber: string): Promise<void> {
    const node = this.tree.findByNumber(orgNumber);
    const parentNumber = node?.parentNumber ?? null;
    const parent = this.tree.remove(orgNumber);
    this.recent.set(forgetRecentOrg(orgNumber, this.#localStorage));
    const selected = this.selected.get();
    const wasShown =
      !!node &&
      (selected.uniqueId === node.uniqueId || !!selected.uniqueId?.startsWith(`${node.uniqueId}-`));
    if (!wasShown) return;
    // The deleted org is gone: leave it without asking the form that showed it.
    this.#leavingRemoved = true;
    try {
      if (parent) await this.select(parent);
      else if (parentNumber) await this.selectByNumber(parentNumber);
    } finally {
      this.#leavingRemoved = false;
    }
  }

  /**
   * Asks `guard` before the selection changes: a screen with unsaved changes asks the user, and
   * resolves to `false` to keep the org. A page may hold several forms (a router and its
   * profiles), each with its guard: they are asked in turn, and the first `false` keeps the org.
   * Returns what removes the guard.
   */
  setLeaveGuard(guard: () => Promise<boolean>): () => void {
    // A function may be set twice (a re-run effect): the Set keeps it once.
    this.#leaveGuards.add(guard);
    return () => {
      this.#leaveGuards.delete(guard);
    };
  }

  async #mayLeave(): Promise<boolean> {
    if (this.#leavingRemoved) return true;
    for (const guard of [...this.#leaveGuards]) {
      if (!(await guard())) return false;
    }
    return true;
  }

  /** SetOrg.aspx reported `setOrgComplete`: the frame goes, and the console follows the org. */
  complete(): void {
    this.pendingSetOrg.set(null);
    this.#options.onOrgSet?.();
  }

  #setSelected(node: OrgNode): void {
    const org = selectedOrgFromNode(node);
    this.selected.set(org);
    writeSelectedOrg(org, this.#sessionStorage);
  }

  /** Opens the ancestors and asks the tree to scroll; docs/product/errors.md: a failure is only logged. */
  #reveal(node: OrgNode): void {
    try {
      this.tree.openAncestors(node);
      this.scrollRequest.set({
        uniqueId: node.uniqueId,
        seq: (this.scrollRequest.get()?.seq ?? 0) + 1,
      });
    } catch (error) {
      this.#log('Unable to scroll to the selected org', error);
    }
  }

  #log(message: string, error: unknown): void {
    (this.#options.log ?? console.warn)(message, error);
  }
}
