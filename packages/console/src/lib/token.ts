/** The cookie that holds the access token (SPEC.md §3 "Access token"). */
export const TOKEN_COOKIE = 'AccessToken';

/** Reads a cookie by name from a `document.cookie` string. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The access token this page sends with bearer calls. */
export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}
