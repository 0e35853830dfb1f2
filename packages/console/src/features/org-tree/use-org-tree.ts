import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  useOrgSession,
  useOrgTreeStore,
  useScrollRequest,
  useSelectedOrg,
} from '../../hooks/org-session';
import type { OrgNode } from '../../lib/org/org-node';
import { notify } from '../../ui/snackbar';
import { useRowWindow, windowKeys } from './use-row-window';

/** docs/product/constants.md: every row is 20px high (org-tree.css sets the same height on the rows). */
export const ROW_HEIGHT = 20;
/** docs/product/errors.md: a node that fails to open. */
export const OPEN_FAILED = 'Unable to open org, please try again.';
const TYPE_AHEAD_MS = 500;

/**
 * The virtualized tree's state and behaviour: the counted rows, the window of them on screen, and the ARIA
 * tree pattern's keyboard model (arrows, Home/End, Enter/Space, type-ahead) with roving focus.
 */
export function useOrgTree() {
  const session = useOrgSession();
  const orgTree = useOrgTreeStore();
  const rows = orgTree.rows();
  const selected = useSelectedOrg();
  const scrollRequest = useScrollRequest();
  const scrolledFor = useRef(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // A key moved the roving focus: DOM focus follows once the row is in the DOM.
  const focusPending = useRef(false);
  // The row element that last had DOM focus while focus was in the tree (null once it left).
  const focusedElement = useRef<HTMLElement | null>(null);
  const typed = useRef({ text: '', at: 0 });

  // The roving tab stop: the focused row, else the selected one, else the first.
  const focusedIndex = useMemo(() => {
    const focused = rows.indexOf(focusedId);
    return focused >= 0 ? focused : Math.max(rows.indexOf(selected.uniqueId), 0);
  }, [rows, focusedId, selected.uniqueId]);
  // The roving tab stop stays rendered even when scrolled away, so Tab always reaches the tree.
  const rowWindow = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    scrollRef,
    pinned: focusedIndex,
  });
  // Recomputed from the previous render's keys on every render: the same window gives the same
  // keys, so a second render of the same state (strict mode) changes nothing.
  const rowKeys = useRef(new Map<string, number>());
  const windowRows = rowWindow.rows.flatMap((item) => {
    const row = rows.at(item.index);
    return row ? [{ ...item, row }] : [];
  });
  rowKeys.current = windowKeys(
    rowKeys.current,
    windowRows.map((item) => item.row.node.uniqueId),
  );

  /** Opens a node, telling the user when its children cannot be fetched (docs/product/states.md). */
  const open = (node: OrgNode) => {
    session.open(node).catch(() => notify(OPEN_FAILED));
  };

  /** Selects an org from the tree; a failure goes to the general error message. */
  const select = (node: OrgNode) => {
    session
      .select(node)
      .catch((error: unknown) => notify(error instanceof Error ? error.message : String(error)));
  };

  // A selection asks the tree to bring the org into view (docs/product/states.md), once per request.
  useEffect(() => {
    if (!scrollRequest || scrollRequest.seq === scrolledFor.current) return;
    scrolledFor.current = scrollRequest.seq;
    const index = orgTree.rows().indexOf(scrollRequest.uniqueId);
    if (index >= 0) rowWindow.scrollToIndex(index);
  });

  const moveTo = useCallback(
    (index: number) => {
      const clamped = Math.max(0, Math.min(rows.length - 1, index));
      const row = rows.at(clamped);
      if (!row) return;
      rowWindow.scrollToIndex(clamped);
      // Already there (Down on the last row): no render follows, so nothing is left pending.
      if (clamped === focusedIndex && focusedElement.current?.isConnected) return;
      focusPending.current = true;
      setFocusedId(row.node.uniqueId);
    },
    [rows, rowWindow, focusedIndex],
  );

  // Roving focus (docs/decisions/org-tree-rows.md, "Focus follows the row"): in the commit that
  // renders the focused row, before the browser runs anything else (the scroll event of a jump,
  // whose window no longer holds the row focused before), move DOM focus onto it. And when the
  // focused row's element left the DOM while it had focus (focus fell to the body), put focus
  // back on the roving tab stop.
  useLayoutEffect(() => {
    const lost =
      focusedElement.current !== null &&
      !focusedElement.current.isConnected &&
      (document.activeElement === null || document.activeElement === document.body);
    if (!focusPending.current && !lost) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusedIndex}"]`);
    if (!element) return;
    focusPending.current = false;
    if (document.activeElement !== element) element.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows.at(focusedIndex);
    if (!row) return;
    const { node } = row;
    const key = event.key;
    if (key === 'ArrowDown') moveTo(focusedIndex + 1);
    else if (key === 'ArrowUp') moveTo(focusedIndex - 1);
    else if (key === 'Home') moveTo(0);
    else if (key === 'End') moveTo(rows.length - 1);
    else if (key === 'ArrowRight') {
      if (node.hasChildren && !row.isOpen) open(node);
      else if (row.isOpen) moveTo(focusedIndex + 1);
    } else if (key === 'ArrowLeft') {
      if (row.isOpen) orgTree.close(node);
      else {
        const parent = rows.indexOf(node.uniqueIdPath.at(-2) ?? null);
        if (parent >= 0) moveTo(parent);
      }
    } else if (key === 'Enter' || key === ' ') select(node);
    else if (key.length === 1 && /\S/.test(key) && !event.ctrlKey && !event.metaKey) {
      typeAhead(key);
    } else return;
    event.preventDefault();
  };

  const typeAhead = (char: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + char;
    typed.current = { text, at: now };
    const query = text.toLowerCase();
    const start = text.length === 1 ? focusedIndex + 1 : focusedIndex;
    // In display order from the start row, wrapping once: rows read one after another are cheap.
    for (let step = 0; step < rows.length; step++) {
      const index = (start + step) % rows.length;
      if (rows.nodeAt(index)?.name.toLowerCase().startsWith(query)) return moveTo(index);
    }
  };

  return {
    rows,
    open,
    select,
    close: (node: OrgNode) => orgTree.close(node),
    isOpening: (uniqueId: string) => orgTree.isOpening(uniqueId),
    selectedId: selected.uniqueId,
    focusedIndex,
    scrollRef,
    totalSize: rowWindow.totalSize,
    /** The rows to render, each with its position and its React key (`windowKeys`). */
    windowRows: windowRows.map((item) => ({
      ...item,
      key: rowKeys.current.get(item.row.node.uniqueId) as number,
    })),
    onKeyDown,
    onRowFocus: (uniqueId: string, event: FocusEvent<HTMLElement>) => {
      focusedElement.current = event.currentTarget;
      setFocusedId(uniqueId);
    },
    /** Forgets the focused row once focus has left the tree (not when the row's element went). */
    onRowBlur: (event: FocusEvent<HTMLElement>) => {
      const row = event.currentTarget;
      const to = event.relatedTarget;
      if (to instanceof Node && scrollRef.current?.contains(to)) return;
      // A row removed from the DOM blurs too: its element is gone after the commit.
      queueMicrotask(() => {
        if (row.isConnected && focusedElement.current === row) focusedElement.current = null;
      });
    },
  };
}
