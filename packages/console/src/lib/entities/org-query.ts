// docs/decisions/org-edit-screens.md
import { type DboClient, dboQuery } from '@guestnet/sdk';

/**
 * The query of one org's details (`GetOrg`): what the Edit Org screen reads and a save writes,
 * in a module of its own so the console's page can ask for it as it starts without loading the
 * org's form rules (docs/decisions/demo-startup.md, "Round 8").
 */
export const orgDetailsQuery = (dbo: DboClient, orgNumber: string) =>
  dboQuery(dbo, 'GetOrg', { OrgNumber: orgNumber });
