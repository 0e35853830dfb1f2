import { log as appLog, type LogCall } from './logger';

/**
 * Installs the global error handlers: an uncaught error or rejection sends an error-level
 * record (docs/product/calls.md). Returns the uninstaller.
 */
export function installErrorLogging(
  component: string,
  target: Window = window,
  log: (call: LogCall) => unknown = appLog,
): () => void {
  const onError = (event: ErrorEvent) =>
    log({ level: 'error', component, message: event.message, error: event.error });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    log({ level: 'error', component, message, error: reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
