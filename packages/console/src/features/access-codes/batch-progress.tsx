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
  return (
    <ProgressBar
      label={`Generating “${now.Name}”`}
      valueLabel={batchStatusText(now)}
      value={now.Status === 'pending' ? 0 : now.Generated}
      maxValue={Math.max(1, now.Count)}
      isIndeterminate={now.Status === 'pending'}
      width="100%"
      maxWidth="size-6000"
    />
  );
}
