import type { Plugin } from 'vite';

/**
 * In the demo's mocks, MSW's cookie jar (tough-cookie) asks `tldts` for a host's registrable
 * domain, and `tldts` carries the whole public suffix list: about a quarter of the mocks' bytes,
 * downloaded and parsed before their first answer. Here tough-cookie's `tldts` is a `getDomain`
 * with the list's default rule only (the last label is the suffix, through `tldts-core`'s own
 * parser), which answers as the list does for the hosts a demo is served from (localhost, an IP
 * address, a name under a one-label suffix). A production build has no mocks, so nothing changes
 * there. docs/decisions/demo-startup.md, "The mocks' first answers"; what it answers is pinned by
 * test/tldts-default-rule.test.ts.
 */
export function tldtsDefaultRule(): Plugin {
  const ID = '\0guestnet:tldts-default-rule';
  let core = '';
  return {
    name: 'guestnet:tldts-default-rule',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'tldts' || !importer?.includes('tough-cookie')) return null;
      const tldts = await this.resolve(source, importer, { ...options, skipSelf: true });
      const resolved = tldts && (await this.resolve('tldts-core', tldts.id, { skipSelf: true }));
      if (!resolved) return null;
      core = resolved.id;
      return ID;
    },
    load(id) {
      if (id !== ID) return null;
      return [
        `import { fastPathLookup, getEmptyResult, parseImpl } from ${JSON.stringify(core)};`,
        'function defaultRule(hostname, options, out) {',
        '  if (fastPathLookup(hostname, options, out)) return false;',
        '  out.isIcann = false;',
        '  out.isPrivate = false;',
        "  const lastDot = hostname.lastIndexOf('.');",
        '  out.publicSuffix = lastDot === -1 ? hostname : hostname.slice(lastDot + 1);',
        '  return false;',
        '}',
        // 3: tldts' FLAG.DOMAIN.
        'export function getDomain(url, options) {',
        '  return parseImpl(url, 3, defaultRule, options, getEmptyResult()).domain;',
        '}',
      ].join('\n');
    },
  };
}
