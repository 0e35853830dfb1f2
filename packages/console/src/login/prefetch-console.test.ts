import { afterEach, describe, expect, it } from 'vitest';
import { CONSOLE_FILES_META, prefetchConsole } from './prefetch-console';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('prefetchConsole', () => {
  it('asks for each file the login page names, scripts as the console loads them', () => {
    document.head.innerHTML = `<meta name="${CONSOLE_FILES_META}" content="/admin-ui/assets/admin-1.js /admin-ui/assets/admin-2.css">`;
    expect(prefetchConsole()).toBe(2);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.as, link.crossOrigin])).toEqual([
      ['/admin-ui/assets/admin-1.js', 'script', 'anonymous'],
      ['/admin-ui/assets/admin-2.css', 'style', null],
    ]);
  });

  it('asks for nothing when the page names no files, or names them off the origin', () => {
    expect(prefetchConsole()).toBe(0);
    document.head.innerHTML = `<meta name="${CONSOLE_FILES_META}" content="https://elsewhere.example/x.js">`;
    expect(prefetchConsole()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
