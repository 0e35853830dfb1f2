type Entity = Record<string, unknown>;

// openapi/dbo.yaml: a Name is unique per org (per site for devices, whose lists are per site);
// a promotion's Code is "case-insensitive and unique per org". The backend compares without case,
// as SQL Server's default collation does (docs/decisions/plan-and-promotion-rules.md).
const EXTRA_UNIQUE: Record<string, string[]> = { Promotion: ['Code'] };

// How a message names an entity when splitting its schema name is not enough.
const LABELS: Record<string, string> = { MikrotikRouter: 'MikroTik router' };

/** The fields of an entity that no two records of one org may share, ignoring case and spaces around. */
export function uniqueFieldsOf(entityName: string, fields: Record<string, unknown>): string[] {
  return [...('Name' in fields ? ['Name'] : []), ...(EXTRA_UNIQUE[entityName] ?? [])];
}

/** What two values of a unique field are compared by: trimmed and lower-cased. */
export function uniqueKey(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * The first unique field in which `record` repeats another record of its org (a record is never
 * compared with itself, by `Id`), or `undefined`.
 */
export function clashOf(
  record: Entity,
  others: Iterable<Entity>,
  fields: string[],
): string | undefined {
  for (const field of fields) {
    const key = uniqueKey(record[field]);
    if (!key) continue;
    for (const other of others) {
      if (other.Id !== record.Id && uniqueKey(other[field]) === key) return field;
    }
  }
  return undefined;
}

/**
 * The dbo `Error` of a save that repeats a unique value, naming the entity and the value.
 *
 * @example
 * duplicateMessage('ServicePlan', 'Name', 'Basic 1 Day'); // 'A service plan named “Basic 1 Day” already exists.'
 */
export function duplicateMessage(entityName: string, field: string, value: unknown): string {
  const label = LABELS[entityName] ?? entityName.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
  const article = /^[aeiou]/i.test(label) ? 'An' : 'A';
  const what = field === 'Name' ? 'named' : `with ${field.toLowerCase()}`;
  return `${article} ${label} ${what} “${String(value).trim()}” already exists.`;
}

/**
 * The values of one unique field handed out so far, for seeding: `add` numbers a repeat
 * (`Basic 1 Day 2`, `SPRING15-2`) so no two records of an org clash, at any list size.
 *
 * @example
 * const names = new UniqueValues('Name', 64);
 * names.add('Basic 1 Day'); names.add('basic 1 day'); // 'Basic 1 Day', 'basic 1 day 2'
 */
export class UniqueValues {
  readonly #taken = new Set<string>();
  // The next number to try per repeated value, so 10,000 records do not count up from 2 each time.
  readonly #next = new Map<string, number>();

  constructor(
    readonly field: string,
    readonly maxLength = 32,
  ) {}

  /** `value`, or the first numbered repeat of it not yet taken; either is taken from now on. */
  add(value: string): string {
    const base = uniqueKey(value) ?? '';
    let candidate = value;
    let repeat = this.#next.get(base) ?? 2;
    while (this.#taken.has(uniqueKey(candidate) ?? '')) {
      const suffix = `${this.field === 'Name' ? ' ' : '-'}${repeat}`;
      candidate = `${value.slice(0, this.maxLength - suffix.length)}${suffix}`;
      repeat += 1;
    }
    this.#next.set(base, repeat);
    this.#taken.add(uniqueKey(candidate) ?? '');
    return candidate;
  }
}
