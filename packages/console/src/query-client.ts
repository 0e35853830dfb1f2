import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Put `meta: { handled: true }` on a query or mutation whose screen shows its own error. */
export interface ErrorMeta extends Record<string, unknown> {
  handled?: boolean;
}

/** What the console does with a failed call nobody handled. */
export interface ErrorDisplay {
  show: (message: string) => void;
  record?: (error: unknown) => void;
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error) {
    // A query cancelled by navigation is not a failure the user needs to hear about.
    if (error.name === 'AbortError' || (error as { aborted?: boolean }).aborted === true)
      return null;
    return error.message || 'Unknown Error occurred';
  }
  return 'Unknown Error occurred';
}

/**
 * Creates the console's query client: every failed call shows its ErrorEleven message (docs/product/README.md
 * §8) unless its `meta.handled` says the screen shows it, and every failure is recorded.
 */
export function createConsoleQueryClient(display: ErrorDisplay): QueryClient {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    display.record?.(error);
    if ((meta as ErrorMeta | undefined)?.handled) return;
    const message = messageOf(error);
    if (message) display.show(message);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
