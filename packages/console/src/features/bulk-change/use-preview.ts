import { useGuestnetClients } from '@guestnet/sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrgNode } from '../../lib/org/org-node';
import type { ChangeKind, ChangeRequest } from './change-kind';
import { buildPreview, type PreviewRow } from './preview';

/** A preview being built or built: its rows so far, and what it previews. */
export interface PreviewState {
  kind: ChangeKind;
  change: ChangeRequest;
  rows: readonly PreviewRow[];
  /** How many targets it covers (the rows grow to it). */
  total: number;
  building: boolean;
}

// Rows stream in; the screen takes them in at most every 100 ms, so 2,000 orgs paint a few
// times rather than 2,000 times.
const PAINT_EVERY_MS = 100;

/**
 * The preview of the screen: `start` builds one (the previous one stops), `clear` forgets it;
 * leaving the screen stops one being built.
 */
export function usePreview() {
  const { dbo } = useGuestnetClients();
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (kind: ChangeKind, change: ChangeRequest, targets: readonly OrgNode[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const rows: PreviewRow[] = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const paint = (building: boolean) => {
        timer = undefined;
        if (controller.signal.aborted) return;
        setPreview({ kind, change, rows: [...rows], total: targets.length, building });
      };
      paint(true);
      buildPreview(kind, change, targets, dbo, {
        signal: controller.signal,
        onRows: (batch) => {
          rows.push(...batch);
          timer ??= setTimeout(() => paint(true), PAINT_EVERY_MS);
        },
      })
        .then(() => {
          clearTimeout(timer);
          // Reads answer in any order: the finished preview is in the targets' order.
          const order = new Map(targets.map((org, index) => [org.uniqueId, index]));
          rows.sort((a, b) => (order.get(a.org.uniqueId) ?? 0) - (order.get(b.org.uniqueId) ?? 0));
          paint(false);
        })
        .catch(() => clearTimeout(timer));
    },
    [dbo],
  );
  const clear = useCallback(() => {
    running.current?.abort();
    setPreview(null);
  }, []);
  return { preview, start, clear };
}
