import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ConferenceDefaultsSchema,
  conferenceCode,
  conferenceDefaults,
  conferenceFormValues,
  conferenceSchema,
  instantToZoned,
  zonedToInstant,
} from './conference-schema.js';

const messages = (result: { issues?: readonly v.BaseIssue<unknown>[] | undefined }) =>
  Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  );

const valid = {
  ...conferenceDefaults(),
  Name: 'Sales kickoff',
  ServiceAreas: ['GN-1023-1'],
  StartDay: '2026-07-01',
  StartTime: '09:00',
  EndDay: '2026-07-02',
  EndTime: '17:30',
  Code: 'kick-2026',
  OrganizerEmail: 'events@example.com',
};

describe('zoned times', () => {
  it('reads a wall-clock time in the site zone, summer and winter, and back', () => {
    expect(zonedToInstant('2026-07-01', '09:00', 'Europe/Lisbon')).toBe('2026-07-01T08:00:00Z');
    expect(zonedToInstant('2026-01-15', '09:00', 'Europe/Lisbon')).toBe('2026-01-15T09:00:00Z');
    expect(zonedToInstant('2026-07-01', '09:00', 'America/New_York')).toBe('2026-07-01T13:00:00Z');
    expect(instantToZoned('2026-07-01T13:00:00Z', 'America/New_York')).toEqual({
      day: '2026-07-01',
      time: '09:00',
    });
    expect(zonedToInstant('2026-02-30', '09:00')).toBeUndefined();
  });
});

describe('conferenceSchema', () => {
  it('sends the window as instants of the site zone and the code upper-cased', () => {
    const out = v.parse(conferenceSchema({ timeZone: 'Europe/Lisbon' }), valid);
    expect(out).toEqual({
      Name: 'Sales kickoff',
      ServiceAreas: ['GN-1023-1'],
      Start: '2026-07-01T08:00:00Z',
      End: '2026-07-02T16:30:00Z',
      Code: 'KICK-2026',
      AccessCodeBatchId: null,
      MaxDevices: 50,
      BandwidthCapKbps: null,
      Billing: 'free',
      OrganizerEmail: 'events@example.com',
    });
  });

  it('marks an end not after the start on both ends, with the spec words', () => {
    const result = v.safeParse(conferenceSchema(), {
      ...valid,
      EndDay: '2026-07-01',
      EndTime: '09:00',
    });
    expect(messages(result)).toEqual({
      StartDay: 'Please select an earlier date',
      EndDay: 'Please select a later date',
    });
  });

  it('refuses a room another conference holds at the time, naming both', () => {
    const others = [
      {
        Id: 4,
        Name: 'Board meeting',
        ServiceAreas: ['GN-1023-1'],
        Start: '2026-07-02T12:00:00Z',
        End: '2026-07-02T18:00:00Z',
      },
    ];
    const schema = conferenceSchema({ others, roomName: () => 'Ballroom' });
    expect(messages(v.safeParse(schema, valid))).toEqual({
      ServiceAreas: '“Sales kickoff” overlaps “Board meeting” in Ballroom',
    });
    // Another room, or ending when the other starts, is fine.
    expect(v.safeParse(schema, { ...valid, ServiceAreas: ['GN-1023-2'] }).success).toBe(true);
    expect(v.safeParse(schema, { ...valid, EndDay: '2026-07-02', EndTime: '12:00' }).success).toBe(
      true,
    );
  });

  it('checks the code, the devices, the email and the batch', () => {
    expect(
      messages(
        v.safeParse(conferenceSchema(), {
          ...valid,
          Code: 'ab$',
          MaxDevices: '10001',
          OrganizerEmail: 'events@example',
          ServiceAreas: [],
        }),
      ),
    ).toEqual({
      Code: 'Use only letters A-Z, digits 0-9 and -',
      MaxDevices: 'Must be 10000 or less',
      OrganizerEmail: 'Invalid Email',
      ServiceAreas: 'Required',
    });
    expect(messages(v.safeParse(conferenceSchema(), { ...valid, Code: 'ABC' }))).toEqual({
      Code: 'Must be at least 4 characters',
    });
    const batch = v.parse(conferenceSchema(), {
      ...valid,
      CodeMode: 'batch',
      AccessCodeBatchId: '3',
    });
    expect([batch.Code, batch.AccessCodeBatchId]).toEqual([null, 3]);
    expect(messages(v.safeParse(conferenceSchema(), { ...valid, CodeMode: 'batch' }))).toEqual({
      AccessCodeBatchId: 'Required',
    });
  });
});

describe('defaults', () => {
  it('a new conference starts from the site defaults', () => {
    const values = conferenceDefaults({
      CodeFormat: 'numeric',
      CodeLength: '6',
      DefaultBandwidthCapKbps: '20000',
      DefaultBilling: 'pms_folio',
    });
    expect(values.Code).toMatch(/^\d{6}$/);
    expect([values.BandwidthCapKbps, values.Billing]).toEqual(['20000', 'pms_folio']);
    expect(conferenceCode('alphanumeric', 8)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(conferenceCode('words', 8)).toMatch(/^[A-Z]+-[A-Z]+-\d\d$/);
  });

  it('the defaults form checks the code length', () => {
    const result = v.safeParse(ConferenceDefaultsSchema, {
      CodeFormat: 'numeric',
      CodeLength: '3',
      DefaultBandwidthCapKbps: '',
      DefaultBilling: 'free',
    });
    expect(messages(result)).toEqual({ CodeLength: 'Must be 4 or greater' });
  });

  it('reads a stored conference back in the site zone', () => {
    expect(
      conferenceFormValues(
        {
          Name: 'X',
          ServiceAreas: ['A'],
          Start: '2026-07-01T08:00:00Z',
          End: '2026-07-01T16:00:00Z',
          Code: null,
          AccessCodeBatchId: 2,
          MaxDevices: 10,
          Billing: 'free',
        },
        'Europe/Lisbon',
      ),
    ).toMatchObject({
      StartDay: '2026-07-01',
      StartTime: '09:00',
      EndTime: '17:00',
      CodeMode: 'batch',
      AccessCodeBatchId: '2',
    });
  });
});
