import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useOrgLink } from './use-org-link';

/**
 * The page of a deep link: a spinner while the org is found and selected, then the screen the
 * link names (`to`), Edit Org by default.
 */
export function OrgLink({ orgNumber, to }: { orgNumber: string; to?: string }) {
  useOrgLink(orgNumber, to);
  return (
    <Flex justifyContent="center" marginTop="size-600">
      <ProgressCircle aria-label={`Opening organization ${orgNumber}`} isIndeterminate size="L" />
    </Flex>
  );
}
