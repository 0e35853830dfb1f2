// docs/decisions/client-logging.md
/** docs/product/entities.md "Log record". */
export interface LogRecord {
  product: 'admin-ui';
  component: string;
  version: string;
  when: string;
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  context: Record<string, unknown>;
  data: { funcName?: string; href: string; name?: string; org?: string; stack?: string };
}

/** docs/product/constants.md: stacks are cut at 2000 characters. */
export const STACK_LIMIT = 2000;

const SECRET_KEY = /pass(word)?|token|secret|authorization|^at$/i;
const SECRET_PARAM = /([?&#](?:at|access_?token|token|password)=)[^&#]*/gi;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;

/** How deep `redact` walks; anything deeper is replaced by `TOO_DEEP`. */
export const REDACT_DEPTH = 10;
/** What stands in for a value nested deeper than `REDACT_DEPTH`. */
export const TOO_DEEP = '[too deep]';
/** What stands in for an object that contains itself. */
export const CIRCULAR = '[circular]';

/**
 * Removes what must never be logged: secret-looking keys, token parameters, the live token, at
 * every depth. Past `REDACT_DEPTH` levels the value is dropped with a marker rather than passed
 * through unread, and a cycle becomes `[circular]` so the record can still be serialized.
 */
export function redact(
  value: unknown,
  secrets: readonly string[],
  depth = 0,
  ancestors: WeakSet<object> = new WeakSet(),
): unknown {
  if (typeof value === 'string') {
    let text = value.replace(SECRET_PARAM, '$1[redacted]').replace(BEARER, 'Bearer [redacted]');
    for (const secret of secrets) if (secret) text = text.split(secret).join('[redacted]');
    return text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REDACT_DEPTH) return TOO_DEEP;
  if (ancestors.has(value)) return CIRCULAR;
  ancestors.add(value);
  const inner = (item: unknown) => redact(item, secrets, depth + 1, ancestors);
  const result = Array.isArray(value)
    ? value.map(inner)
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          SECRET_KEY.test(key) ? '[redacted]' : inner(item),
        ]),
      );
  // Only the current path counts: the same object twice side by side is not a cycle.
  ancestors.delete(value);
  return result;
}

/** What `buildLogRecord` needs beyond the message. */
export interface LogInput {
  level: LogRecord['level'];
  message: string;
  component: string;
  error?: unknown;
  funcName?: string;
  context?: Record<string, unknown>;
  org?: string;
  href: string;
  version: string;
  when: Date;
  /** Values to blank wherever they appear (the access token). */
  secrets: readonly string[];
}

/** Builds a record ready for the collector: stack cut, secrets removed. */
export function buildLogRecord(input: LogInput): LogRecord {
  const error = input.error instanceof Error ? input.error : undefined;
  const data: LogRecord['data'] = { href: input.href };
  if (input.funcName) data.funcName = input.funcName;
  if (error) data.name = error.name;
  if (input.org) data.org = input.org;
  if (error?.stack) data.stack = error.stack.slice(0, STACK_LIMIT);
  return redact(
    {
      product: 'admin-ui',
      component: input.component,
      version: input.version,
      when: input.when.toISOString(),
      level: input.level,
      message: input.message,
      context: input.context ?? {},
      data,
    },
    input.secrets,
  ) as LogRecord;
}
