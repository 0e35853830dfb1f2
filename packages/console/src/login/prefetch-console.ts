/** The login page's meta tag naming the console's first-load files (`vite.config.ts`). */
export const CONSOLE_FILES_META = 'guestnet-console-files';

/**
 * Asks the browser to fetch, at idle priority, the files the console's page loads first (its
 * entry's static imports and styles), which the login page's build names in a meta tag: while
 * the visitor types, they reach the HTTP cache, and the console after Log In no longer waits for
 * them (docs/decisions/demo-startup.md, "The console's files fetched from the login page").
 * Returns how many it asked for; none when the page names none.
 */
export function prefetchConsole(doc: Document = document): number {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CONSOLE_FILES_META}"]`);
  const files = (meta?.content ?? '').split(' ').filter((file) => file.startsWith('/'));
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // Fetched as the console's page will ask for it: module scripts with CORS, same origin.
    if (href.endsWith('.js')) {
      link.as = 'script';
      link.crossOrigin = 'anonymous';
    } else if (href.endsWith('.css')) link.as = 'style';
    doc.head.append(link);
  }
  return files.length;
}
