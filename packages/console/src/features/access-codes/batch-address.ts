// docs/decisions/access-codes.md, docs/decisions/typed-addresses.md
import * as v from 'valibot';
import { LIST_FIELDS } from '../../lib/screens/screen-address';

/**
 * A batch's address: its codes' page, size, sort and filter, and `?print=1` for its print sheet.
 * The router writes back what the schema reads, so `print` reads as the `1` the address shows.
 */
export const BATCH_ADDRESS = v.object({
  ...LIST_FIELDS,
  print: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.literal(1), v.literal('1'), v.literal(true)]),
        v.transform(() => 1 as const),
      ),
    ),
    undefined,
  ),
});
