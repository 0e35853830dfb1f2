import { describe, expect, it } from 'vitest';
import { setOrgUrl } from './org-context';

describe('setOrgUrl', () => {
  it('sends number, URL-encoded name, parent and a timestamp to SetOrg.aspx', () => {
    const url = setOrgUrl({ number: 'GN-7', name: 'Harbor & Bay Hotel', parentNumber: 'GN-1' }, 42);
    expect(url).toBe(
      '/Guestnet/Admin/organization/SetOrg.aspx?ORG_NUMBER=GN-7&ORG_NAME=Harbor%20%26%20Bay%20Hotel&PARENT_ORG_NUMBER=GN-1&t=42',
    );
  });

  it('sends an empty number for the null org', () => {
    const url = new URL(
      setOrgUrl({ number: null, name: 'All', parentNumber: null }, 1),
      'http://x',
    );
    expect(url.searchParams.get('ORG_NUMBER')).toBe('');
    expect(url.searchParams.get('PARENT_ORG_NUMBER')).toBe('');
  });
});
