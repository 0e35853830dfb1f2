// The Overview's address (docs/decisions/overview-screen.md, docs/decisions/typed-addresses.md)
import * as v from 'valibot';
import { choiceField } from '../../lib/screens/screen-address';

const isDay = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');

/**
 * The Overview's search parameters: `?range=30d&top=sessions`, `?range=custom&from=…&to=…`
 * (the days only with a custom range); anything unknown reads as the default, the last 7 days by
 * revenue.
 */
export const OVERVIEW_ADDRESS = v.pipe(
  v.object({
    range: choiceField(['today', '7d', '30d', '90d', 'custom'], '7d'),
    from: isDay,
    to: isDay,
    top: choiceField(['revenue', 'sessions'], 'revenue'),
  }),
  v.transform((search) => (search.range === 'custom' ? search : { ...search, from: '', to: '' })),
);
