import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useOrgLink } from './use-org-link';

/** The page of a deep link: a spinner while the org is found and selected. */
export function OrgLink({ orgNumber }: { orgNumber: string }) {
  useOrgLink(orgNumber);
  return (
    <Flex justifyContent="center" marginTop="size-600">
      <ProgressCircle aria-label={`Opening organization ${orgNumber}`} isIndeterminate size="L" />
    </Flex>
  );
}
