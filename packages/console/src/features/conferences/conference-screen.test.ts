import { describe, expect, it } from 'vitest';
import { conferenceStatus, siteTime } from './conference-screen';

describe('conference list cells', () => {
  const window = { Start: '2026-07-01T08:00:00Z', End: '2026-07-02T16:00:00Z' };

  it('says whether a conference is upcoming, running or past', () => {
    expect(conferenceStatus(window, Date.parse('2026-06-30T23:00:00Z'))).toBe('Upcoming');
    expect(conferenceStatus(window, Date.parse('2026-07-01T08:00:00Z'))).toBe('Running');
    expect(conferenceStatus(window, Date.parse('2026-07-02T16:00:00Z'))).toBe('Past');
  });

  it('shows times in the site zone', () => {
    expect(siteTime(window.Start, 'Europe/Lisbon')).toBe('2026-07-01 09:00');
    expect(siteTime(window.Start, 'Asia/Tokyo')).toBe('2026-07-01 17:00');
    expect(siteTime('', 'UTC')).toBe('—');
  });
});
