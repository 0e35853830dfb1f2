import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPE_OPTIONS, FeedbackSchema } from './feedback-schema.js';

describe('FeedbackSchema', () => {
  it('offers the two types with their labels, idea first', () => {
    expect(FEEDBACK_TYPE_OPTIONS).toEqual([
      { label: 'I have an idea...', value: 'idea' },
      { label: 'I want to report a bug...', value: 'bug' },
    ]);
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
