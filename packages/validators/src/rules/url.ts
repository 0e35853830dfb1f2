import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `url` rule (docs/product/validation.md). */
export const URL_MESSAGE = 'Invalid URL';

// The host must follow the slashes: WHATWG parsing would quietly read `https:///x` as `https://x/`.
const WEB_SCHEME = /^https?:\/\/[^/\\]/i;
// A DNS label (RFC 1123): letters, digits and inner hyphens, 1 to 63 characters.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DOTTED_QUAD =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * Passes an empty value or an absolute http(s) address whose host is a DNS name, an IPv4 address
 * written as four decimal numbers, or a bracketed IPv6 address, with a port from 1 to 65535; see
 * docs/decisions/validators-url-rule.md.
 *
 * @example
 * url('https://portal.example.com/welcome') // → true
 * url('https://a..b.com') // → 'Invalid URL'
 */
export function url(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || !WEB_SCHEME.test(value) || /\s/.test(value)) return URL_MESSAGE;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return URL_MESSAGE;
  }
  return isWebHost(parsed.hostname, writtenHost(value)) && parsed.port !== '0' ? true : URL_MESSAGE;
}

/** The host as typed: after the slashes and any `user@`, before the port, path, query or fragment. */
function writtenHost(value: string): string {
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#\\]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

// WHATWG parsing keeps `*` and empty labels in a host and turns `2130706433`, `0x7f.1` or `127.1`
// into 127.0.0.1; a user who typed those meant no web address, so the host is checked as well.
function isWebHost(hostname: string, written: string): boolean {
  if (hostname.startsWith('[')) return true; // the parser has checked the IPv6 address
  if (DOTTED_QUAD.test(hostname)) return written === hostname;
  const labels = hostname.split('.');
  const last = labels[labels.length - 1] ?? '';
  return (
    hostname.length <= 253 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(last)
  );
}
