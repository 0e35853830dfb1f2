// docs/decisions/access-token-cookie.md: every cookie on path /, SameSite=Lax, Secure on https.

/** Reads a cookie by name from a `document.cookie` string. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Options for `cookieString`. */
export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** Defaults to the page being served over https. */
  secure?: boolean;
}

/** The `document.cookie` assignment that stores a cookie the way the console always does. */
export function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86_400)}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Stores a cookie on path / with SameSite=Lax (and Secure on https). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser; the Cookie Store API is neither.
  document.cookie = cookieString(name, value, options);
}

/** Removes a cookie written by `writeCookie`. */
export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = cookieString(name, '', { days: 0 });
}
