/** docs/product/constants.md: the search box needs 3 characters and shows at most 500 results. */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_RESULTS = 500;
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The longest text the search takes: the contract's `maxLength` of `searchOrgs`' `input`. The
 * search box and Go to… hold no more, so a long paste is cut there instead of being refused.
 */
export const MAX_SEARCH_LENGTH = 200;

/** docs/product/validation.md: the hint while fewer than 3 characters are typed. */
export const TOO_SHORT = 'Please enter at least 3 characters to refine search';

/** docs/product/screens.md: the result header, with the "try more characters" variant above 500. */
export function resultsHeader(total: number): string {
  if (total > MAX_RESULTS) {
    return `Results (1 - ${MAX_RESULTS} of ${total} matches -- try entering more characters)`;
  }
  return `Results (${total} ${total === 1 ? 'match' : 'matches'})`;
}

/** docs/product/screens.md: the words before the org's name in the first row (the menu isolates the name). */
export const STAY_ON = 'Stay On: ';
