// docs/decisions/find-accounts.md
import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paymentTypeLabel, saleStatusLabel } from '../../ui/report/payment-types';
import { accountQuery } from './account-queries';
import { AccountRows } from './account-rows';
import type { AccountDetail } from './account-types';
import {
  accountReportLink,
  accountStatusText,
  clockText,
  codeText,
  dayOf,
  formatBytes,
  orgText,
  planText,
  RADIUS_ACTIVITY,
  REVENUE_SUMMARY,
  type ScreenLink,
  saleAmount,
  sessionLength,
} from './find-accounts-search';

/**
 * One account (`getGuestAccount`, deep-linked as `?account=1042-3-318`): who it is and where, then its
 * recent sessions and payments, each opening the report of its day filtered to the account.
 */
export function AccountDialog({
  orgNumber,
  account,
  timeZone,
  onClose,
}: {
  orgNumber: string;
  account: string;
  /** The org's clock, which the times are read on and the reports count days in. */
  timeZone: string;
  onClose: () => void;
}) {
  const { adminApi } = useGuestnetClients();
  const query = useGuestnetQuery(accountQuery(adminApi, orgNumber, account));
  const detail = query.data;
  return (
    <DialogContainer onDismiss={onClose}>
      <Dialog size="L">
        <Heading>{detail ? `${detail.Name || detail.Account}` : `Account ${account}`}</Heading>
        <Divider />
        <Content>
          {query.isPending ? (
            <Flex justifyContent="center" marginY="size-400">
              <ProgressCircle aria-label="Loading the account" isIndeterminate />
            </Flex>
          ) : detail ? (
            <AccountView detail={detail} timeZone={timeZone} />
          ) : (
            <InlineAlert variant="negative">
              <Heading>Unable to load the account</Heading>
              <Content>{query.error?.message}</Content>
            </InlineAlert>
          )}
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}

/** A link to a report, named for what it opens. */
function ReportLink({
  link,
  label,
  children,
}: {
  link: ScreenLink;
  label: string;
  children: string;
}) {
  return (
    <Link to={link.to} search={link.search} aria-label={label} className="gn-grid-link">
      {children}
    </Link>
  );
}

function AccountView({ detail, timeZone }: { detail: AccountDetail; timeZone: string }) {
  const facts: [string, string][] = [
    ['Account', detail.Account],
    ['Name', detail.Name],
    ['Email', detail.Email],
    ['Room', detail.Room],
    ['Org', orgText(detail)],
    ['Status', accountStatusText(detail)],
    ['Plan', planText(detail)],
    ['Access code', codeText(detail)],
    ['MAC', detail.Macs.join(', ')],
    ['Created', clockText(detail.Created, timeZone)],
    ['Last seen', clockText(detail.LastSeen, timeZone)],
  ];
  const day = (instant: string) => dayOf(instant, timeZone);
  return (
    <Flex direction="column" gap="size-300">
      <dl className="gn-account-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <AccountPart
        id="gn-account-sessions"
        heading="Recent sessions"
        all={
          <ReportLink
            link={accountReportLink(RADIUS_ACTIVITY, detail.Account)}
            label={`All sessions of ${detail.Account} in Radius Activity`}
          >
            All in Radius Activity
          </ReportLink>
        }
        empty={detail.RecentSessions.length === 0 ? 'No sessions yet.' : undefined}
      >
        <AccountRows
          rows={detail.RecentSessions}
          rowKey={(session) => session.SessionId}
          columns={[
            {
              header: `Start (${timeZone})`,
              cell: (session) => {
                const start = clockText(session.Start, timeZone);
                return (
                  <ReportLink
                    link={accountReportLink(RADIUS_ACTIVITY, detail.Account, day(session.Start))}
                    label={`Session ${start}: open Radius Activity for ${start.slice(0, 10)}`}
                  >
                    {start}
                  </ReportLink>
                );
              },
            },
            { header: 'Length', cell: sessionLength },
            {
              header: 'Data',
              kind: 'end',
              cell: (session) => formatBytes(session.BytesIn + session.BytesOut),
            },
            { header: 'MAC', cell: (session) => session.Mac },
            { header: 'Org', kind: 'wrap', cell: orgText },
          ]}
        />
      </AccountPart>
      <AccountPart
        id="gn-account-payments"
        heading="Recent payments"
        all={
          <ReportLink
            link={accountReportLink(REVENUE_SUMMARY, detail.Account)}
            label={`All payments of ${detail.Account} in Revenue Summary`}
          >
            All in Revenue Summary
          </ReportLink>
        }
        empty={detail.RecentPayments.length === 0 ? 'No payments yet.' : undefined}
      >
        <AccountRows
          rows={detail.RecentPayments}
          rowKey={(sale) => sale.Id}
          columns={[
            {
              header: `Time (${timeZone})`,
              cell: (sale) => {
                const time = clockText(sale.Time, timeZone);
                return (
                  <ReportLink
                    link={accountReportLink(REVENUE_SUMMARY, detail.Account, day(sale.Time))}
                    label={`Payment ${time}, ${saleAmount(sale)}: open Revenue Summary for ${time.slice(0, 10)}`}
                  >
                    {time}
                  </ReportLink>
                );
              },
            },
            { header: 'Plan', kind: 'wrap', cell: (sale) => sale.Plan },
            { header: 'Payment', cell: (sale) => paymentTypeLabel(sale.PaymentType) },
            { header: 'Amount', kind: 'end', cell: saleAmount },
            { header: 'Status', cell: (sale) => saleStatusLabel(sale.Status) },
          ]}
        />
      </AccountPart>
    </Flex>
  );
}

/** One part of the account under its heading: its link to every row, and its table or `empty`. */
function AccountPart({
  id,
  heading,
  all,
  empty,
  children,
}: {
  id: string;
  heading: string;
  all: ReactNode;
  empty: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className="gn-account-part" aria-labelledby={id}>
      <Flex justifyContent="space-between" alignItems="baseline" wrap gap="size-100">
        <h3 id={id}>{heading}</h3>
        {all}
      </Flex>
      {empty !== undefined ? <Text>{empty}</Text> : children}
    </section>
  );
}
