/**
 * The URL switches of docs/product/README.md. `demo` and `offline` are carried between the console's pages
 * but no longer start the mocks: only a demo or dev build answers from them
 * (docs/decisions/demo-build-time.md).
 */
export interface UrlSwitches {
  /** Answer calls from fixtures instead of the server (in a demo or dev build). */
  offline: boolean;
  demo: boolean;
  /** A site-manager host frames the console; counts only when framed. */
  sm: boolean;
  /** An access token passed in the URL; read only when framed. */
  at: string | null;
}

/** Whether this page is shown inside another page's frame. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes `top` unreadable: that is framed too.
    return true;
  }
}

function flag(params: URLSearchParams, name: string): boolean {
  if (!params.has(name)) return false;
  const value = params.get(name)?.toLowerCase();
  return value !== 'false' && value !== '0';
}

/** Reads the switches from a query string; `sm` and `at` only count when framed. */
export function readUrlSwitches(search: string, framed: boolean): UrlSwitches {
  const params = new URLSearchParams(search);
  return {
    offline: flag(params, 'offline'),
    demo: flag(params, 'demo'),
    sm: framed && flag(params, 'sm'),
    at: framed ? params.get('at') || null : null,
  };
}

/**
 * The address without its `at` parameters (path, the other parameters as written, and the hash),
 * for `history.replaceState` once the token has been read.
 */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !new URLSearchParams(part).has('at'));
  const search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return `${url.pathname}${search}${url.hash}`;
}
