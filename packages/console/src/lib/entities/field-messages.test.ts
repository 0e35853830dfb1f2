import { PAN_RANGE_DEFAULTS, PanRangeSchema } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import {
  type CheckingSchema,
  check,
  checkNow,
  fieldMessages,
  issuePath,
  messageFor,
  type SchemaIssue,
} from './field-messages';

/** A schema that answers the given issues (none: the value passes), now or later. */
const schemaOf = (issues: SchemaIssue[], later = false): CheckingSchema => ({
  '~standard': {
    validate: (value) => {
      const result = issues.length > 0 ? { issues } : { value };
      return later ? Promise.resolve(result) : result;
    },
  },
});

const name = { message: 'Name is required', path: ['Name'] };
const host = { message: 'Host is required', path: ['Rows', { key: 0 }, { key: 'Host' }] };
const port = { message: 'Port is required', path: ['Rows', 1, 'Port'] };

describe('field messages', () => {
  it('gives each field its first message, and a row of a list to its list', () => {
    expect(checkNow(schemaOf([name, host, port]), {})).toMatchObject({
      ok: false,
      messages: { Name: 'Name is required', Rows: 'Host is required' },
    });
  });

  it('answers the output of values that pass', () => {
    expect(checkNow(schemaOf([]), { Name: 'Lobby' })).toEqual({
      ok: true,
      output: { Name: 'Lobby' },
    });
  });

  it("picks the message about a field's exact path, else the first one", () => {
    expect([name, host, port].map(issuePath)).toEqual(['Name', 'Rows.0.Host', 'Rows.1.Port']);
    expect(messageFor([name, host, port], 'Rows.1.Port')).toBe('Port is required');
    expect(messageFor([name, host, port], 'Price')).toBe('Name is required');
    expect(messageFor([], 'Price')).toBeUndefined();
  });

  it('leaves out an issue about the whole value', () => {
    expect(fieldMessages([{ message: 'Not an object' }, name])).toEqual({
      Name: 'Name is required',
    });
  });

  it('checks with an asynchronous schema too, and refuses one where an answer is needed now', async () => {
    await expect(check(schemaOf([name], true), {})).resolves.toMatchObject({
      ok: false,
      messages: { Name: 'Name is required' },
    });
    expect(() => checkNow(schemaOf([name], true), {})).toThrow(/synchronous/);
  });

  it("shows the validators' message on the field it was forwarded to", async () => {
    const checked = await check(PanRangeSchema, {
      ...PAN_RANGE_DEFAULTS,
      FromRoom: '120',
      ToRoom: '101',
    });
    expect(checked).toMatchObject({ ok: false, messages: { ToRoom: 'Must be 120 or greater' } });
  });
});
