// docs/decisions/bulk-change.md
import type { DboClient } from '@guestnet/sdk';
import type { AnyChangeKind, ChangeKind, ChangeRequest } from '../../lib/entities/change-kind';
import type { OrgNode } from '../../lib/org/org-node';

/** A preview's outcome at one org. */
export type Outcome = 'will_change' | 'no_change' | 'not_applicable' | 'refused';

/** The outcomes as an administrator reads them, in the order of the filter. */
export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = {
  will_change: 'Will change',
  no_change: 'No change',
  not_applicable: 'Not applicable',
  refused: 'Refused',
};

/** One row of the preview: the org, its value now and after, and what the apply would do. */
export interface PreviewRow {
  org: OrgNode;
  outcome: Outcome;
  before: string | null;
  after: string | null;
  /** Why the org is not applicable or refused. */
  message: string | null;
  recordId: string | null;
}

/** The preview row of one org from its record (or from the tree's node, `stored` undefined). */
export function previewOf<Stored, Payload, Saved>(
  kind: ChangeKind<Stored, Payload, Saved>,
  change: ChangeRequest,
  org: OrgNode,
  stored: Stored | string | undefined,
): PreviewRow {
  const row = (outcome: Outcome, rest: Partial<PreviewRow> = {}): PreviewRow => ({
    org,
    outcome,
    before: null,
    after: null,
    message: null,
    recordId: null,
    ...rest,
  });
  const unfit = kind.notApplicable(org, change.field);
  if (unfit) return row('not_applicable', { message: unfit });
  if (typeof stored === 'string') return row('not_applicable', { message: stored });
  if (stored === undefined) {
    // From the node alone: the value is checked by the schema when it is written.
    const before = kind.fromNode?.(org, change.field) ?? null;
    const after = change.value === '' ? null : change.value;
    return row(before === after ? 'no_change' : 'will_change', { before, after });
  }
  const before = kind.text(stored, change.field);
  const recordId = kind.recordId(stored);
  const proposal = kind.propose(stored, change.field, change.value, change.secret);
  if ('refused' in proposal) return row('refused', { before, recordId, message: proposal.refused });
  const outcome = proposal.after === before ? 'no_change' : 'will_change';
  return row(outcome, { before, after: proposal.after, recordId });
}

/**
 * The rows in the targets' order, in one pass: placed by each org's position rather than sorted,
 * so 28,000 rows take a few milliseconds, not a long task of comparisons. A row whose org is not
 * a target (or is one twice) keeps its place after them.
 */
export function inTargetOrder(
  rows: readonly PreviewRow[],
  targets: readonly OrgNode[],
): PreviewRow[] {
  // Answered from the tree's nodes, the rows come in the targets' order already.
  if (rows.length === targets.length && rows.every((row, index) => row.org === targets[index])) {
    return [...rows];
  }
  const position = new Map<string, number>();
  for (const [index, org] of targets.entries()) position.set(org.uniqueId, index);
  const placed: (PreviewRow | undefined)[] = new Array(targets.length);
  const rest: PreviewRow[] = [];
  for (const row of rows) {
    const at = position.get(row.org.uniqueId);
    if (at === undefined || placed[at]) rest.push(row);
    else placed[at] = row;
  }
  const ordered: PreviewRow[] = [];
  for (const row of placed) if (row) ordered.push(row);
  return ordered.concat(rest);
}

/** How long a preview computes before it lets the page paint (the 50 ms long-task budget). */
const SLICE_MS = 12;
const yieldToPage = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * The preview of a change at every target, streamed: `onRows` gets the rows as they are ready,
 * in the targets' order within each batch. A kind that reads each org's record reads `concurrency`
 * orgs at a time; one the tree's nodes answer is computed in slices of about 12 ms so no task
 * holds the page for long. Nothing is written. Stops with an AbortError when `signal` aborts.
 */
export function buildPreview(
  kind: AnyChangeKind,
  change: ChangeRequest,
  targets: readonly OrgNode[],
  dbo: DboClient,
  options: PreviewOptions,
): Promise<void> {
  return kind.open((typed) => previewEach(typed, change, targets, dbo, options));
}

/** Where a preview's rows go, and when it stops. */
export interface PreviewOptions {
  signal: AbortSignal;
  onRows: (rows: PreviewRow[]) => void;
  /** Orgs read at once. Default 6. */
  concurrency?: number;
}

async function previewEach<Stored, Payload, Saved>(
  kind: ChangeKind<Stored, Payload, Saved>,
  change: ChangeRequest,
  targets: readonly OrgNode[],
  dbo: DboClient,
  options: PreviewOptions,
): Promise<void> {
  const { signal, onRows } = options;
  const needsRead = (org: OrgNode) =>
    !kind.notApplicable(org, change.field) && kind.fromNode === undefined;
  let batch: PreviewRow[] = [];
  let sliceStart = performance.now();
  const reads: OrgNode[] = [];
  for (const org of targets) {
    if (needsRead(org)) reads.push(org);
    else batch.push(previewOf(kind, change, org, undefined));
    if (performance.now() - sliceStart > SLICE_MS) {
      onRows(batch);
      batch = [];
      await yieldToPage();
      signal.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  if (batch.length > 0) onRows(batch);
  let next = 0;
  const worker = async () => {
    while (next < reads.length) {
      signal.throwIfAborted();
      const org = reads[next++] as OrgNode;
      try {
        onRows([
          previewOf(
            kind,
            change,
            org,
            await kind.read(dbo, org.number ?? '', change.planName, signal),
          ),
        ]);
      } catch (error) {
        signal.throwIfAborted();
        // Not read, so not written: the server's message says why.
        const message = error instanceof Error ? error.message : String(error);
        onRows([{ org, outcome: 'refused', before: null, after: null, message, recordId: null }]);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  signal.throwIfAborted();
}
