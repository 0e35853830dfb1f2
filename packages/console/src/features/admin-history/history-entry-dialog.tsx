// docs/decisions/admin-history-screen.md
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
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  actionLabel,
  type ChangeKind,
  changeKind,
  entityText,
  type HistoryChange,
  type HistoryEntry,
  orgText,
  whenText,
} from './admin-history-screen';
import './history-entry.css';

const MARK: Record<ChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  secret: 'Changed',
};

/**
 * One history entry (`GetAdminHistoryEntry`, deep-linked as `?entry=123`): who did what, when,
 * and each changed field before and after, marked added, removed or changed; a secret's values
 * are never shown, only that it changed.
 */
export function HistoryEntryDialog({
  orgNumber,
  id,
  onClose,
}: {
  orgNumber: string;
  id: number;
  onClose: () => void;
}) {
  const { dbo } = useGuestnetClients();
  const query = useDboQuery(dbo, 'GetAdminHistoryEntry', { OrgNumber: orgNumber, Id: id });
  const entry = query.data;
  return (
    <DialogContainer onDismiss={onClose}>
      <Dialog size="L">
        <Heading>History entry</Heading>
        <Divider />
        <Content>
          {query.isPending ? (
            <Flex justifyContent="center" marginY="size-400">
              <ProgressCircle aria-label="Loading the history entry" isIndeterminate />
            </Flex>
          ) : entry ? (
            <EntryView entry={entry} />
          ) : (
            <InlineAlert variant="negative">
              <Heading>Unable to load the history entry</Heading>
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

function EntryView({ entry }: { entry: HistoryEntry }) {
  const facts: [string, string][] = [
    ['When', whenText(entry.When)],
    ['Admin', entry.Admin],
    ['Org', orgText(entry)],
    ['Entity', entityText(entry)],
    ['Action', actionLabel(entry.Action)],
    // A change made by Manage > Bulk Change names its change set.
    ...(entry.ChangeSetId
      ? [['Bulk change set', String(entry.ChangeSetId)] as [string, string]]
      : []),
  ];
  return (
    <Flex direction="column" gap="size-200">
      <Text UNSAFE_className="gn-history-summary">{entry.Summary}</Text>
      <dl className="gn-history-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {entry.Changes.length === 0 ? (
        <Text>No field changes are recorded for this entry.</Text>
      ) : (
        <table className="gn-history-changes">
          <caption>Changed fields</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Change</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entry.Changes.map((change) => (
              <ChangeRow key={change.Field} change={change} />
            ))}
          </tbody>
        </table>
      )}
    </Flex>
  );
}

function ChangeRow({ change }: { change: HistoryChange }) {
  const kind = changeKind(change);
  return (
    <tr data-change={kind}>
      <th scope="row">{change.Field}</th>
      <td>
        <span className={`gn-history-mark gn-history-${kind}`}>{MARK[kind]}</span>
      </td>
      {kind === 'secret' ? (
        <td colSpan={2} className="gn-history-none">
          Secret value, not shown
        </td>
      ) : (
        <>
          <td className={change.Before === null ? 'gn-history-none' : 'gn-history-before'}>
            {change.Before ?? 'none'}
          </td>
          <td className={change.After === null ? 'gn-history-none' : 'gn-history-after'}>
            {change.After ?? 'none'}
          </td>
        </>
      )}
    </tr>
  );
}
