type Entity = Record<string, unknown>;

// One collator for every comparison: `localeCompare` with options builds one per call, which a
// sort of 10,000 records (the `huge` lists) pays about 130,000 times.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isMissing = (value: unknown) => value === null || value === undefined;

/**
 * Orders two field values the way a list screen expects: numbers by value, `false` before `true`,
 * strings by the `en` collation with digit runs compared as numbers (`Plan 2` before `Plan 10`),
 * and missing values (`null`, `undefined`) after every other whatever the direction.
 *
 * @example
 * [10, 9, null, 100].sort(compareValues); // [9, 10, 100, null]
 */
export function compareValues(a: unknown, b: unknown): number {
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * One page of a dbo list: `Filter` matches any text field (ignoring case), `Sort` is a field name
 * with `-` in front for descending (ListRequest in openapi/dbo.yaml), equal values keep the
 * collection's order, and `Page`/`PageSize` default to 1 and 50.
 *
 * @example
 * listPage(plans, { Sort: '-Price', Page: 2, PageSize: 25 }); // { Items: [...25 plans], Total: 48 }
 */
export function listPage(all: Entity[], payload: Entity): { Items: Entity[]; Total: number } {
  const filter = typeof payload.Filter === 'string' ? payload.Filter.toLowerCase() : '';
  let items = filter
    ? all.filter((item) =>
        Object.values(item).some(
          (value) => typeof value === 'string' && value.toLowerCase().includes(filter),
        ),
      )
    : [...all];
  if (typeof payload.Sort === 'string' && payload.Sort) {
    const field = payload.Sort.replace(/^-/, '');
    const direction = payload.Sort.startsWith('-') ? -1 : 1;
    items = items.sort((a, b) => {
      const order = compareValues(a[field], b[field]);
      // Missing values stay last in both directions.
      return isMissing(a[field]) || isMissing(b[field]) ? order : order * direction;
    });
  }
  const size = typeof payload.PageSize === 'number' ? payload.PageSize : 50;
  const page = typeof payload.Page === 'number' ? payload.Page : 1;
  return { Items: items.slice((page - 1) * size, page * size), Total: items.length };
}
