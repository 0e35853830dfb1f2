import { Flex, ProgressCircle, Text } from '@adobe/react-spectrum';
import type { Member } from '@guestnet/sdk';

/** What the Account Info tab is showing. */
export type AccountInfoState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; member: Member };

const orNa = (value: string | null | undefined) => (value?.trim() ? value : 'N/A');

/**
 * The `Account Info` tab (docs/product/screens.md): the member's fields, `N/A` for an empty one, a spinner
 * while loading and `Unable to get Account info at this time` on error.
 */
export function AccountInfo({ state }: { state: AccountInfoState }) {
  if (state.status === 'pending') {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading account info" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (state.status === 'error') {
    return (
      <Text UNSAFE_style={{ display: 'block', margin: '24px 0', color: '#b3261e' }}>
        Unable to get Account info at this time
      </Text>
    );
  }
  const { member } = state;
  const rows: [string, string | null | undefined][] = [
    ['Username', member.Username],
    ['First Name', member.FirstName],
    ['Last Name', member.LastName],
    ['Email', member.Email],
    ['Phone Number', member.Phone],
    ['Owner Organization', member.OwnerOrg],
  ];
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: '8px 24px',
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 700 }}>{label}</dt>
          {/* A long email or name wraps inside a phone's dialog rather than being cut off. */}
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{orNa(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
