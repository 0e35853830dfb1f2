import { useGuestnetClients } from '@guestnet/sdk/react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AnyChangeKind, ChangeRequest, KindId } from '../../lib/entities/change-kind';
import type { OrgNode } from '../../lib/org/org-node';
import { kindFor, kindOf, prepareChange } from './change-kinds';
import { buildPreview, inTargetOrder, type PreviewRow } from './preview';

/** A preview being built or built: its rows so far, and what it previews. */
export interface PreviewState {
  kind: AnyChangeKind;
  change: ChangeRequest;
  rows: readonly PreviewRow[];
  /** How many targets it covers (the rows grow to it). */
  total: number;
  building: boolean;
  /** Why the change cannot be previewed at all (a copy's source plan is not there). */
  error: string | null;
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
    (id: KindId, form: ChangeRequest, targets: readonly OrgNode[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let rows: PreviewRow[] = [];
      let kind = kindOf(id);
      let change = form;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const paint = (building: boolean, error: string | null = null) => {
        timer = undefined;
        if (controller.signal.aborted) return;
        // While rows stream in, the panel gets a copy: the array goes on growing.
        const shown = building ? [...rows] : rows;
        const next = { kind, change, rows: shown, total: targets.length, building, error };
        // A transition: React renders the panel and its grid in slices, so a repaint of
        // thousands of rows does not hold the page (the long-task budget of bench:bulk).
        startTransition(() => setPreview(next));
      };
      paint(true);
      const build = async () => {
        const ready = await prepareChange(dbo, id, form, controller.signal);
        if (typeof ready === 'string') return paint(false, ready);
        change = ready;
        kind = kindFor(id, ready.field, ready.value);
        await buildPreview(kind, change, targets, dbo, {
          signal: controller.signal,
          onRows: (batch) => {
            rows.push(...batch);
            timer ??= setTimeout(() => paint(true), PAINT_EVERY_MS);
          },
        });
        clearTimeout(timer);
        // Reads answer in any order: the finished preview is in the targets' order.
        rows = inTargetOrder(rows, targets);
        paint(false);
      };
      build().catch((error: unknown) => {
        clearTimeout(timer);
        // Stopped by a new preview or by leaving: nothing to say. Else the server's message.
        paint(false, error instanceof Error ? error.message : String(error));
      });
    },
    [dbo],
  );
  const clear = useCallback(() => {
    running.current?.abort();
    setPreview(null);
  }, []);
  return { preview, start, clear };
}
