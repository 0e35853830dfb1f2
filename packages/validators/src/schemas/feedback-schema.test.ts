import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPE_OPTIONS, FeedbackSchema } from './feedback-schema.js';

describe('FeedbackSchema', () => {
  it('offers idea first, as the type a form starts with, then bug; each offered type is accepted', () => {
    const started = v.parse(FeedbackSchema, { feedback: 'x' });
    expect(FEEDBACK_TYPE_OPTIONS[0]?.value).toBe(started.type);
    for (const option of FEEDBACK_TYPE_OPTIONS) {
      expect(v.parse(FeedbackSchema, { type: option.value, feedback: 'x' }).type).toBe(
        option.value,
      );
    }
    expect(FEEDBACK_TYPE_OPTIONS.find((o) => o.value === 'bug')?.label).toBe(
      'I want to report a bug...',
    );
    expect(v.safeParse(FeedbackSchema, { type: 'praise', feedback: 'x' }).success).toBe(false);
  });

  it.each([
    [{ feedback: 'More filters' }, { type: 'idea', email: '', feedback: 'More filters' }],
    [
      { type: 'bug', email: ' ops@example.com ', feedback: 'Tree is slow' },
      { type: 'bug', email: 'ops@example.com', feedback: 'Tree is slow' },
    ],
    [
      { type: 'idea', email: '', feedback: 'x' },
      { type: 'idea', email: '', feedback: 'x' },
    ],
  ])('accepts %j as %j', (input, output) => {
    expect(v.parse(FeedbackSchema, input)).toEqual(output);
  });

  it.each([
    [{ feedback: '' }, [['feedback', 'Required']]],
    [
      { feedback: '  ', email: 'ops@' },
      [
        ['email', 'Invalid Email'],
        ['feedback', 'Required'],
      ],
    ],
    [{ feedback: 'x', email: 'not an email' }, [['email', 'Invalid Email']]],
    [{ feedback: 'x', type: 'praise' }, [['type', expect.any(String)]]],
  ])('rejects %j', (input, expected) => {
    const issues = v.safeParse(FeedbackSchema, input).issues;
    expect(issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual(expected);
  });
});
