import { settings } from '../platform/settings';
import { readToken } from '../session/token';
import { buildLogRecord, type LogInput, type LogRecord } from './log-record';

/** What a logger needs from the outside world; tests pass their own. */
export interface LoggerOptions {
  enabled: boolean;
  send: (record: LogRecord) => void;
  secrets?: () => string[];
  href?: () => string;
  org?: () => string | undefined;
  now?: () => Date;
  version?: string;
}

/** One call a component makes to log. */
export type LogCall = Pick<LogInput, 'level' | 'message' | 'component'> &
  Partial<Pick<LogInput, 'error' | 'funcName' | 'context'>>;

/**
 * Creates the console's logger: records go to the collector only when logging is enabled
 * (docs/product/calls.md; a staging build has it off), never with a token or a password.
 */
export function createLogger(options: LoggerOptions) {
  return (call: LogCall): LogRecord | undefined => {
    if (!options.enabled) return undefined;
    const record = buildLogRecord({
      ...call,
      href: options.href?.() ?? window.location.href,
      org: options.org?.(),
      version: options.version ?? settings.version,
      when: options.now?.() ?? new Date(),
      secrets: options.secrets?.() ?? [],
    } as LogInput);
    options.send(record);
    return record;
  };
}

let currentOrg: () => string | undefined = () => undefined;

/** Tells the app's logger which org the console is on (main.tsx reads the org session). */
export function logOrgFrom(read: () => string | undefined): void {
  currentOrg = read;
}

/** The app's logger: the collector of the build settings, the live token blanked out. */
export const log = createLogger({
  enabled: settings.loggingEnabled,
  send: (record) => {
    // keepalive: an error just before a navigation (logout, reload) still reaches the collector.
    void fetch(settings.collectorUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      keepalive: true,
    }).catch(() => {});
  },
  secrets: () => [readToken() ?? ''].filter(Boolean),
  org: () => currentOrg(),
});
