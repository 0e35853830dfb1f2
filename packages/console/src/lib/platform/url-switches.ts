/** The URL switches of SPEC.md §1. */
export interface UrlSwitches {
  /** Answer calls from fixtures instead of the server. */
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
