// docs/decisions/connection-profile-route.md, docs/decisions/typed-addresses.md
import * as v from 'valibot';

/**
 * A connection profile's address: a stored one's id (`?id=12`), as written; none adds one. The
 * form reads the id as any item's (ui/form/item-id.ts), so a malformed one says the address names
 * no profile rather than opening an empty form.
 */
export const PROFILE_ADDRESS = v.object({
  id: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((id) => (id === undefined ? undefined : String(id))),
    ),
  ),
});
