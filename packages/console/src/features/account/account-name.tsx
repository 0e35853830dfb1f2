import { ProgressCircle, Text } from '@adobe/react-spectrum';
import { useAccount } from './use-account';

/** The signed-in administrator's display name, as the header shows it. */
export function AccountName() {
  const { displayName, isPending, isError } = useAccount();
  if (isPending) return <ProgressCircle size="S" aria-label="Loading account" isIndeterminate />;
  if (isError) return <Text>Unknown user</Text>;
  return <Text data-testid="account-name">{displayName}</Text>;
}
