/** What every rule returns: `true` when the value passes, else the message to show (SPEC.md §5). */
export type RuleResult = true | string;

/**
 * A rule: a plain function from a field's value to `true` or a message. `false` is tolerated from
 * hand-written rules and counts as an error, as SPEC.md §5 says.
 */
export type Rule<TValue = unknown> = (value: TValue) => RuleResult | false;
