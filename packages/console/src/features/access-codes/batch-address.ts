// docs/decisions/access-codes.md, docs/decisions/typed-addresses.md
import * as v from 'valibot';
import { LIST_FIELDS } from '../../lib/screens/screen-address';

/** A batch's address: its codes' page, size, sort and filter, and `?print=1` for its print sheet. */
export const BATCH_ADDRESS = v.object({
  ...LIST_FIELDS,
  print: v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((print) => print === true || print === 1 || print === '1'),
    ),
    false,
  ),
});
