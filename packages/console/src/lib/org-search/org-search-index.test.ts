import { describe, expect, it } from 'vitest';
import { OrgSearchIndex, SHARED } from './org-search-index';
import { runSliced, timeSlicer } from './time-slices';

interface Org {
  name: string;
  displayPath: string;
}

const orgs: Org[] = [
  { name: 'Harbor Hotel', displayPath: 'Acme > West' },
  { name: 'Lobby', displayPath: 'Acme > West > Harbor Hotel' },
  { name: 'Airport Inn', displayPath: 'Acme > East' },
  { name: 'Westgate Suites', displayPath: 'Beta' },
  { name: 'Conference Rooms', displayPath: 'Acme > East > Airport Inn' },
];
const text = (org: Org) => `${org.name} ${org.displayPath}`;
const names = (index: OrgSearchIndex<Org>, query: string, limit?: number) =>
  index.search(query, limit).items.map((org) => org.name);

describe('OrgSearchIndex', () => {
  it.each([
    ['harbor', ['Harbor Hotel', 'Lobby']],
    ['HARBOR', ['Harbor Hotel', 'Lobby']],
    ['west', ['Harbor Hotel', 'Lobby', 'Westgate Suites']],
    ['airport inn', ['Airport Inn', 'Conference Rooms']],
    ['zzz', []],
    ['', []],
  ])('finds %j in names and display paths, in list order', (query, expected) => {
    expect(names(new OrgSearchIndex(orgs, text), query)).toEqual(expected);
  });

  it('never matches across two records', () => {
    const index = new OrgSearchIndex(
      [
        { name: 'ab', displayPath: '' },
        { name: 'cd', displayPath: '' },
      ],
      (org) => org.name,
    );
    expect(index.search('bc').total).toBe(0);
  });

  it('gives the same answers while narrowing keystroke by keystroke as a fresh search', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => ({
      name: `Org ${i} ${i % 7 === 0 ? 'Harbor' : 'Inland'}`,
      displayPath: i % 3 === 0 ? 'Acme' : 'Beta',
    }));
    const typing = new OrgSearchIndex(many, text);
    for (const query of ['har', 'harb', 'harbo', 'harbor', 'harbor a', 'ha', 'inl', 'inland']) {
      const fresh = new OrgSearchIndex(many, text).search(query, 10_000);
      expect(typing.search(query, 10_000)).toEqual(fresh);
    }
  });

  it('counts every match but returns at most the limit', () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ name: `Site ${i}`, displayPath: '' }));
    const result = new OrgSearchIndex(many, (org) => org.name).search('site', 500);
    expect(result.total).toBe(600);
    expect(result.items).toHaveLength(500);
    expect(result.items[0]?.name).toBe('Site 0');
  });

  it('finds a match in the last record', () => {
    const index = new OrgSearchIndex(orgs, text);
    expect(names(index, 'conference')).toEqual(['Conference Rooms']);
  });

  it('hands the thread back once a slice has run its time box, however slow each record is', async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => ({
      name: `Org ${i} ${i % 7 === 0 ? 'Harbor' : 'Inland'}`,
      displayPath: 'Acme',
    }));
    // Reading a record's text costs 0.02 ms of a hand clock: 40 ms of work, against 5 ms slices.
    let ms = 0;
    const slow = (org: { name: string; displayPath: string }) => {
      ms += 0.02;
      return text(org);
    };
    const slices: number[] = [];
    let sliceStart = 0;
    const slicer = timeSlicer({
      budgetMs: 5,
      now: () => ms,
      pause: async () => {
        slices.push(ms - sliceStart);
        sliceStart = ms;
      },
    });
    const sliced = await runSliced(OrgSearchIndex.steps(many, slow), slicer);
    const worked = slices.filter((slice) => slice > 0);
    expect(worked.length).toBeGreaterThanOrEqual(7);
    // A slice ends within a couple of records' time of its box, not a step of hundreds later.
    expect(Math.max(...worked)).toBeLessThan(6.5);
    for (const query of ['harbor', 'org 1', 'acme', 'zzz']) {
      expect(sliced.search(query, 10_000)).toEqual(
        new OrgSearchIndex(many, text).search(query, 10_000),
      );
    }
  });
});

describe('OrgSearchIndex over names and the paths their siblings share', () => {
  // Enough records that a broad query checks each shared path once rather than each record.
  const hotels = Array.from({ length: 6000 }, (_, i) => ({
    name: `Room ${i}`,
    displayPath: `Acme > ${i % 2 ? 'Harbor Hotel' : 'Airport Inn'}`,
  }));
  const shared = (org: Org) => `${org.name}${SHARED}${org.displayPath}`;

  it('finds a query in a record’s name or in its shared path, never across the two', () => {
    const index = new OrgSearchIndex(hotels, shared);
    expect(index.search('room').total).toBe(6000);
    expect(index.search('harbor hotel').total).toBe(3000);
    expect(index.search('harbor hotel').items[0]?.name).toBe('Room 1');
    expect(index.search('room 59').total).toBe(111);
    // The name's end and the path's start are not one text.
    expect(index.search('0acme').total).toBe(0);
  });

  it('narrows a broad query as the user types on, the same way', () => {
    const index = new OrgSearchIndex(hotels, shared);
    expect(index.search('acm').total).toBe(6000);
    expect(index.search('acme > air').total).toBe(3000);
    expect(
      index
        .search('acme > airport inn')
        .items.map((org) => org.name)
        .slice(0, 2),
    ).toEqual(['Room 0', 'Room 2']);
  });
});
