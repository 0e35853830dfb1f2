import { settings } from './settings';

/**
 * The origins whose postMessage events the console accepts: its own and the configured legacy
 * origin (docs/product/platform.md "Security beyond the spec"; the product reference's "any parent origin" is not the default).
 */
export function allowedOrigins(
  own: string = globalThis.location?.origin ?? '',
  legacy: string = settings.legacyOrigin,
): string[] {
  return [own, ...legacy.split(',').map((origin) => origin.trim())].filter(
    (origin) => origin !== '' && origin !== 'null',
  );
}

/**
 * Whether a postMessage event comes from an origin the console trusts. Check `event.origin`
 * with it before reading `event.data` from a legacy frame.
 */
export function isAllowedOrigin(origin: string, allowlist: readonly string[] = allowedOrigins()) {
  return origin !== 'null' && allowlist.includes(origin);
}

/**
 * Whether a postMessage event comes from the console's own frame: its window must be the
 * frame's (`event.source`), not just share an allowed origin, since any window on that origin
 * (another tab, a popup, a different frame) could post the same message.
 */
export function isFromFrame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  frame: Pick<HTMLIFrameElement, 'contentWindow'> | null | undefined,
  allowlist: readonly string[] = allowedOrigins(),
): boolean {
  const source = frame?.contentWindow;
  return !!source && event.source === source && isAllowedOrigin(event.origin, allowlist);
}
