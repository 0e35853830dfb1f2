import {
  Button,
  ButtonGroup,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressBar,
  Text,
} from '@adobe/react-spectrum';
import { dboQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useEffect, useState } from 'react';
import { collectPages } from '../../ui/list/csv';
import { formatNumber } from '../../ui/list/format';
import { type BatchRow, type CodeRow, usesText, validityText } from './access-code-screen';
import { usePlanNames } from './use-plan-names';

type Loaded =
  | { state: 'loading'; done: number; total: number }
  | { state: 'failed'; message: string }
  | { state: 'ready'; codes: string[] };

/**
 * The print view of a batch (`batch/{id}?print=1`): one card per unused code with the batch's
 * plan, uses and note, laid out by the browser's print dialog on any paper (access-codes.css:
 * `@page { size: auto }`, cards never split across pages). `Print` opens that dialog. Revoked,
 * active and expired codes are not printed (docs/decisions/access-codes.md).
 */
export default function AccessCodePrint({
  batch,
  onClose,
}: {
  batch: BatchRow;
  onClose: () => void;
}) {
  const { dbo } = useGuestnetClients();
  const plans = usePlanNames();
  const plan = plans.get(batch.PlanId) ?? `Plan ${batch.PlanId}`;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading', done: 0, total: 0 });
  useEffect(() => {
    const controller = new AbortController();
    collectPages<CodeRow>(
      (page, pageSize, signal) =>
        dboQuery(dbo, 'ListAccessCodes', {
          OrgNumber: batch.OrgNumber,
          BatchId: batch.Id,
          Page: page,
          PageSize: pageSize,
          Sort: 'Code',
        }).queryFn({ signal }) as Promise<{ Items: CodeRow[]; Total: number }>,
      {
        signal: controller.signal,
        onProgress: (done, total) => setLoaded({ state: 'loading', done, total }),
      },
    ).then(
      (rows) =>
        setLoaded({
          state: 'ready',
          codes: rows.filter((row) => row.State === 'unused').map((row) => row.Code),
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoaded({ state: 'failed', message: (error as Error).message });
        }
      },
    );
    return () => controller.abort();
  }, [dbo, batch.OrgNumber, batch.Id]);

  const terms = [
    usesText(batch.UsesPerCode),
    batch.ValidityAfterFirstUseMinutes
      ? `valid ${validityText(batch.ValidityAfterFirstUseMinutes)} after first use`
      : '',
    batch.ExpiresAt ? `until ${batch.ExpiresAt.slice(0, 10)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section className="gn-print-sheet" aria-label={`Codes of ${batch.Name} to print`}>
      <Flex gap="size-150" alignItems="center" wrap UNSAFE_className="gn-no-print">
        <ButtonGroup>
          <Button
            variant="accent"
            isDisabled={loaded.state !== 'ready' || loaded.codes.length === 0}
            onPress={() => window.print()}
          >
            Print
          </Button>
          <Button variant="secondary" onPress={onClose}>
            Back to the codes
          </Button>
        </ButtonGroup>
        <Text>
          {loaded.state === 'ready'
            ? `${formatNumber(loaded.codes.length)} unused codes, one per card; the print dialog lays them out on A4 or Letter.`
            : ''}
        </Text>
      </Flex>
      <header className="gn-print-head">
        <h2>{batch.Name}</h2>
        <p>
          {plan} · {terms}
        </p>
        {batch.Note && <p>{batch.Note}</p>}
      </header>
      {loaded.state === 'loading' && (
        <ProgressBar
          label="Loading the codes"
          value={loaded.done}
          maxValue={Math.max(1, loaded.total)}
          valueLabel={`${formatNumber(loaded.done)} of ${formatNumber(loaded.total)}`}
          width="size-4600"
        />
      )}
      {loaded.state === 'failed' && (
        <InlineAlert variant="negative">
          <Heading>Unable to load the codes</Heading>
          <Content>{loaded.message}</Content>
        </InlineAlert>
      )}
      {loaded.state === 'ready' && (
        <ul className="gn-print-cards">
          {loaded.codes.map((code) => (
            <li key={code} className="gn-print-card">
              <span className="gn-print-card-title">Wi-Fi access code</span>
              <span className="gn-print-code">{code}</span>
              <span className="gn-print-card-plan">
                {plan} · {terms}
              </span>
              {batch.Note && <span className="gn-print-card-note">{batch.Note}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
