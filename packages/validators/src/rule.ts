/** What every rule returns: `true` when the value passes, else the message to show (docs/product/validation.md). */
export type RuleResult = true | string;

/**
 * A rule: a plain function from a field's value to `true` or a message. `false` is tolerated from
 * hand-written rules and counts as an error, as docs/product/validation.md says.
 */
export type Rule<TValue = unknown> = (value: TValue) => RuleResult | false;
