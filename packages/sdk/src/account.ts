import type { components } from './generated/admin-api.gen.js';

/** The signed-in administrator as AdminApi returns it (docs/product/entities.md "Account (member)"). */
export type Member = components['schemas']['Member'];

/**
 * The name the console shows for an administrator: first plus last name, or the username when
 * either is missing (docs/product/entities.md).
 *
 * @example
 * displayName({ Username: 'demo', FirstName: 'Dana', LastName: 'Reyes', IsSsoUser: false });
 * // → 'Dana Reyes'
 */
export function displayName(member: Pick<Member, 'FirstName' | 'LastName' | 'Username'>): string {
  const first = member.FirstName?.trim();
  const last = member.LastName?.trim();
  return first && last ? `${first} ${last}` : member.Username;
}
