// docs/decisions/connection-profile-route.md, docs/decisions/typed-addresses.md
import * as v from 'valibot';

/**
 * A connection profile's address: a stored one's id (`?id=12`), as the address holds it (the
 * router writes back what the schema reads); none, or anything but text or a number, adds one.
 * The form reads the id as any item's (ui/form/item-id.ts), so a malformed one (`?id=abc`) says
 * the address names no profile rather than opening an empty form.
 */
export const PROFILE_ADDRESS = v.object({
  id: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
});
