import { describe, expect, it } from 'vitest';
import { orgLinkTarget } from './use-org-link';

describe('the screen an org deep link opens', () => {
  it('is the console screen the link names, with its query', () => {
    expect(orgLinkTarget('/report/revenue?range=custom&from=2026-10-01&to=2026-10-31')).toBe(
      '/report/revenue?range=custom&from=2026-10-01&to=2026-10-31',
    );
    expect(orgLinkTarget('/support/radius')).toBe('/support/radius');
  });

  it('is Edit Org without one, or for anything that is not a console screen', () => {
    for (const to of [
      undefined,
      42,
      '',
      '//evil.example/report/revenue',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/login',
      '/report/revenue#x',
    ]) {
      expect(orgLinkTarget(to)).toBe('/setup/organization');
    }
  });
});
