import type { OrgType } from '../org/org-node';
import type { ScreenAccess } from './screen-access';
import type { Screen } from './screen-table';

/** The words of the in-page message shown instead of a screen that does not open. */
export interface ScreenGateMessage {
  heading: string;
  /** Why, naming the screen and the org. */
  reason: string;
  /** What the user can do about it. */
  hint: string;
}

const TYPE_NAMES: Record<OrgType, { one: string; many: string }> = {
  Site: { one: 'Site', many: 'Sites' },
  ServiceArea: { one: 'Service Area', many: 'Service Areas' },
  Grouping: { one: 'Grouping', many: 'Groupings' },
  ServiceProvider: { one: 'Service Provider', many: 'Service Providers' },
};

/** "a, b and c" or "a, b or c". */
function joinWords(words: readonly string[], last: 'and' | 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** "Sites and Service Areas". */
export function orgTypesPlural(types: readonly OrgType[]): string {
  return joinWords(
    types.map((type) => TYPE_NAMES[type].many),
    'and',
  );
}

// Every type name starts with a consonant sound, so the article is always "a".
const oneOf = (types: readonly OrgType[]) =>
  joinWords(
    types.map((type) => `a ${TYPE_NAMES[type].one}`),
    'or',
  );

/**
 * The message for a screen that does not open for the selected org: which org types it is for
 * and what the org is, or that the role has no access, or that access could not be checked.
 * The spec has no words for this; docs/decisions/screen-gating.md records these.
 */
export function screenGateMessage(
  screen: Screen,
  access: Exclude<ScreenAccess, 'open' | 'verifying'>,
  org: { name: string; type: OrgType | null },
): ScreenGateMessage {
  if (access === 'wrong-org-type' && screen.orgTypes) {
    const is = org.type ? `${org.name} is ${oneOf([org.type])}.` : '';
    return {
      heading: 'Not available for this organization',
      reason: `${screen.title} is for ${orgTypesPlural(screen.orgTypes)} only. ${is}`.trim(),
      hint: `To open ${screen.title}, choose ${oneOf(screen.orgTypes)} in the Org Tree or search for one.`,
    };
  }
  if (access === 'unverified') {
    return {
      heading: 'Access could not be checked',
      reason: `Your access to ${screen.title} for ${org.name} could not be checked.`,
      hint: 'Try again, or choose another organization in the Org Tree.',
    };
  }
  return {
    heading: 'Not available for this organization',
    reason: `Your role has no access to ${screen.title} for ${org.name}.`,
    hint: 'Choose another organization in the Org Tree, or ask an administrator for access.',
  };
}
