import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, orgClock } from './org-time-zone';

// A browser in Tokyo, whatever the machine running the tests says.
const tokyo = () => 'Asia/Tokyo';

describe('orgClock', () => {
  it('reads the org’s own zone when the browser knows it', () => {
    expect(orgClock('America/Chicago', false, tokyo)).toEqual({
      timeZone: 'America/Chicago',
      whose: 'org',
    });
  });

  it('falls back to this browser’s zone, never to UTC, when the org’s cannot be read', () => {
    expect(orgClock(undefined, true, tokyo)).toEqual({ timeZone: 'Asia/Tokyo', whose: 'browser' });
  });

  it('falls back to this browser’s zone when the org names a zone the browser does not know', () => {
    for (const stored of ['Mars/Olympus_Mons', '']) {
      expect(orgClock(stored, false, tokyo)).toEqual({ timeZone: 'Asia/Tokyo', whose: 'browser' });
    }
  });

  it('has no clock while the org’s details load', () => {
    expect(orgClock(undefined, false, tokyo)).toBeUndefined();
  });
});

describe('isKnownTimeZone', () => {
  it.each([
    ['Europe/Lisbon', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('%j → %s', (name, known) => {
    expect(isKnownTimeZone(name)).toBe(known);
  });
});
