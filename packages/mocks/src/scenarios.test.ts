import { describe, expect, it } from 'vitest';
import {
  SCENARIO_STORAGE_KEY,
  type ScenarioName,
  scenarioOfPage,
  scenarioOfRequest,
  slowMsOfPage,
} from './scenarios.js';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('scenarioOfRequest', () => {
  it.each<[string, RequestInit, string, ScenarioName]>([
    ['a Prefer header', { headers: { Prefer: 'scenario=empty' } }, '', 'empty'],
    [
      'a Prefer header among other preferences',
      { headers: { Prefer: 'return=minimal, scenario="huge"' } },
      '',
      'huge',
    ],
    ['the __scenario query parameter', {}, '?__scenario=errors', 'errors'],
    [
      'the header over the query parameter',
      { headers: { Prefer: 'scenario=slow' } },
      '?__scenario=errors',
      'slow',
    ],
    [
      'the demo page cookie',
      { headers: { Cookie: 'a=1; guestnet-mocks-scenario=huge' } },
      '',
      'huge',
    ],
    [
      'the query parameter over the cookie',
      { headers: { Cookie: 'guestnet-mocks-scenario=huge' } },
      '?__scenario=empty',
      'empty',
    ],
    [
      'an unknown name falls back',
      { headers: { Prefer: 'scenario=nope' } },
      '?__scenario=also-nope',
      'sso-user',
    ],
    ['nothing asked falls back', {}, '', 'sso-user'],
  ])('reads %s', (_title, init, query, expected) => {
    const request = new Request(`http://localhost/AdminApi/org/tree${query}`, init);
    expect(scenarioOfRequest(request, 'sso-user')).toBe(expected);
  });
});

describe('scenarioOfPage', () => {
  it('takes ?scenario= and keeps it for the next page of the session', () => {
    const storage = memoryStorage();
    expect(scenarioOfPage('?scenario=huge', storage)).toBe('huge');
    expect(storage.items.get(SCENARIO_STORAGE_KEY)).toBe('huge');
    expect(scenarioOfPage('', storage)).toBe('huge');
  });

  it('lets a new ?scenario= replace the kept one', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'huge' });
    expect(scenarioOfPage('?scenario=default', storage)).toBe('default');
    expect(scenarioOfPage('', storage)).toBe('default');
  });

  it('ignores an unknown name and starts on default', () => {
    const storage = memoryStorage();
    expect(scenarioOfPage('?scenario=bogus', storage)).toBe('default');
    expect(storage.items.size).toBe(0);
  });
});

describe('slowMsOfPage', () => {
  it('takes ?slowMs= and keeps it for the next page of the session', () => {
    const storage = memoryStorage();
    expect(slowMsOfPage('?scenario=slow&slowMs=8000', storage)).toBe(8000);
    expect(slowMsOfPage('', storage)).toBe(8000);
  });

  it('leaves the default delay when none is asked or the value is not whole milliseconds up to a minute', () => {
    const storage = memoryStorage();
    expect(slowMsOfPage('', storage)).toBeUndefined();
    for (const bad of ['-1', '2.5', 'abc', '60001', '']) {
      expect(slowMsOfPage(`?slowMs=${bad}`, storage)).toBeUndefined();
    }
    expect(storage.items.size).toBe(0);
    expect(slowMsOfPage('?slowMs=0', storage)).toBe(0);
  });
});
