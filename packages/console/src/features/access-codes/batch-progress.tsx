import { ProgressBar } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { useEffect, useRef } from 'react';
import {
  type BatchRow,
  batchStatusText,
  isGenerating,
  PROGRESS_POLL_MS,
} from './access-code-screen';

/**
 * One batch being generated: its progress, polled (`GetAccessCodeBatch`) until it is completed or
 * failed, when the batches list is read again to show its new status.
 */
export function BatchProgress({ batch, onDone }: { batch: BatchRow; onDone?: () => void }) {
  const { dbo } = useGuestnetClients();
  const query = useDboQuery(
    dbo,
    'GetAccessCodeBatch',
    { OrgNumber: batch.OrgNumber, Id: batch.Id },
    {
      refetchInterval: (current) =>
        isGenerating(current.state.data ?? batch) ? PROGRESS_POLL_MS : false,
    },
  );
  const now = query.data ?? batch;
  const done = !isGenerating(now);
  const told = useRef(false);
  useEffect(() => {
    if (done && !told.current) {
      told.current = true;
      onDone?.();
    }
  }, [done, onDone]);
  // Spectrum's indeterminate bar drops its value text (no aria-valuetext), so a queued batch would
  // say nothing but its name: its status goes into the label, which sighted users read too.
  const pending = now.Status === 'pending';
  return (
    <ProgressBar
      label={
        pending ? `Generating “${now.Name}” · ${batchStatusText(now)}` : `Generating “${now.Name}”`
      }
      valueLabel={batchStatusText(now)}
      value={pending ? 0 : now.Generated}
      maxValue={Math.max(1, now.Count)}
      isIndeterminate={pending}
      width="100%"
      maxWidth="size-6000"
    />
  );
}
