import * as v from 'valibot';
import { ruleAction } from '../rule-action.js';
import { email } from '../rules/email.js';
import { required } from '../rules/required.js';

/** The "Type of Feedback" choices, label beside the value sent as `FeedbackType` (docs/product/validation.md). */
export const FEEDBACK_TYPE_OPTIONS = [
  { label: 'I have an idea...', value: 'idea' },
  { label: 'I want to report a bug...', value: 'bug' },
] as const;

/** A feedback type as sent: `idea` or `bug`. */
export type FeedbackType = (typeof FEEDBACK_TYPE_OPTIONS)[number]['value'];

/**
 * The Product Feedback form: type `idea` unless chosen, an email checked only when given (trimmed),
 * and the feedback text `Required`.
 *
 * @example
 * v.parse(FeedbackSchema, { feedback: 'More filters please' })
 * // → { type: 'idea', email: '', feedback: 'More filters please' }
 */
export const FeedbackSchema = v.object({
  type: v.optional(v.picklist(['idea', 'bug']), 'idea'),
  email: v.optional(v.pipe(v.string(), v.trim(), ruleAction(email)), ''),
  feedback: v.pipe(v.string(), ruleAction(required)),
});

/** What the feedback form holds before validation. */
export type FeedbackInput = v.InferInput<typeof FeedbackSchema>;

/** What the feedback form gives once valid. */
export type FeedbackOutput = v.InferOutput<typeof FeedbackSchema>;
