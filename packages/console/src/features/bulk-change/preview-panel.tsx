import { Button, Content, Flex, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useMemo, useRef } from 'react';
import { formatNumber } from '../../ui/list/format';
import { countOf } from '../../ui/list/list-screen';
import { OutcomeGrid, type OutcomeRow } from './outcome-grid';
import { OUTCOME_LABELS, type PreviewRow } from './preview';
import { ORG } from './targets-panel';
import type { PreviewState } from './use-preview';

/**
 * The preview: how many orgs it covers while it builds, then how many will change, `Apply to N
 * orgs` (the screen confirms it), and each org's Before, After, outcome and message; or why no
 * org can be previewed (a copy's source plan is not there).
 */
export function PreviewPanel({
  preview,
  willChange,
  onApply,
}: {
  preview: PreviewState;
  willChange: number;
  onApply: () => void;
}) {
  // Each org's line is made once, not again on every repaint while the preview streams in.
  const lines = useRef(new WeakMap<PreviewRow, OutcomeRow>());
  const rows = useMemo<OutcomeRow[]>(
    () =>
      preview.rows.map((row) => {
        let line = lines.current.get(row);
        if (!line) {
          line = {
            id: row.org.uniqueId,
            org: row.org.name,
            path: row.org.displayPath,
            before: row.before,
            after: row.after,
            outcome: OUTCOME_LABELS[row.outcome],
            message: row.message,
          };
          lines.current.set(row, line);
        }
        return line;
      }),
    [preview.rows],
  );
  const orgs = (count: number) => countOf(count, ORG);
  return (
    <section aria-labelledby="gn-bulk-preview" className="gn-bulk-panel">
      <h3 id="gn-bulk-preview" className="gn-bulk-heading">
        Preview
      </h3>
      {preview.error ? (
        <InlineAlert variant="negative">
          <Heading>Unable to preview this change</Heading>
          <Content>{preview.error}</Content>
        </InlineAlert>
      ) : (
        <>
          <p className="gn-bulk-count" aria-live="polite">
            {preview.building
              ? `Previewing ${formatNumber(preview.rows.length)} of ${orgs(preview.total)}…`
              : `${orgs(willChange)} will change. Nothing is written until you apply.`}
          </p>
          <Flex marginBottom="size-150">
            <Button
              variant="cta"
              isDisabled={preview.building || willChange === 0}
              onPress={onApply}
            >
              {`Apply to ${orgs(willChange)}`}
            </Button>
          </Flex>
          <OutcomeGrid
            label="Preview"
            rows={rows}
            outcomes={Object.values(OUTCOME_LABELS)}
            exportName="bulk-change-preview"
          />
        </>
      )}
    </section>
  );
}
