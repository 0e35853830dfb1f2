// docs/decisions/bulk-change.md ("One type per kind")
import type { DboClient } from '@guestnet/sdk';
import type { OrgNode } from '../org/org-node';
import type { OrgDetails } from '../org/org-session';
import { type CheckingSchema, checkNow, messageFor } from './field-messages';

/** What a bulk change can change (the contract's `ChangeSet.Kind`). */
export type KindId = 'service_plans' | 'portal' | 'connection_profiles' | 'org';

/**
 * How the `New value` of a field is typed: a text, a long text, a number, Yes/No, a choice, or
 * (`org`) the org a copy is made from (`Copy from`).
 */
export interface FieldChoice {
  id: string;
  label: string;
  input: 'text' | 'textarea' | 'number' | 'switch' | 'choice' | 'org';
  options?: readonly string[];
}

/** What to change: the kind, its field, the new value as text, and for service plans the name. */
export interface ChangeRequest {
  field: string;
  value: string;
  planName: string;
  /** A secret typed for the change (a RADIUS server's): written, never shown nor recorded. */
  secret?: string;
}

/** A change's answer for one org before anything is written: what its save sends, or why not. */
export type Proposal<Payload> = { payload: Payload; after: string | null } | { refused: string };

/** What the screen knows of any kind, whatever the records it reads and writes. */
export interface ChangeKindFacts {
  id: KindId;
  label: string;
  fields: readonly FieldChoice[];
  /** Why a field does not apply at an org, or undefined when it does. */
  notApplicable(org: OrgNode, field: string): string | undefined;
  /** The field's text from the tree's node alone, when the node holds it (no read needed). */
  fromNode?(org: OrgNode, field: string): string | null;
  /** What `read` matches at an org to write a result, from its `Before` (default: the plan name). */
  matchFor?(before: string | null): string;
  /** What a change set says it did, where `summaryOf`'s `field to value` does not fit (a copy). */
  summary?(change: ChangeRequest): string;
  /**
   * What a change is matched by at each org, asked for beside the kind (`Plan name`, `Current
   * RADIUS host`); `read` gets it. A kind without it changes each org's one record.
   */
  match?: { label: string; maxLength: number; description(field: FieldChoice): string };
  /** A secret the change asks for beside its value (the RADIUS server's), typed, never shown. */
  secret?: { label: string; maxLength: number; description: string };
  /**
   * For a kind that changes the record of one name at each org (a service plan): where a change
   * set's summary says the change was made. The change set records the name as its `PlanName`.
   */
  byName?: { where(name: string): string };
  /** The change made ready once, before it is previewed (an `Add a copy` reads what it copies). */
  prepare?(
    dbo: DboClient,
    change: ChangeRequest,
    signal?: AbortSignal,
  ): Promise<ChangeRequest | string>;
  /** The kind that makes a prepared change of this field and value (a copy, bound to its plan). */
  boundTo?(field: string, value: string | null): AnyChangeKind | undefined;
}

/**
 * One kind of change, typed by the records it handles: `Stored`, what `read` answers for an org
 * (and `text`, `recordId` and `propose` take); `Payload`, what `propose` answers and `save` sends;
 * `Saved`, what `save` answers. An org's record is read, shown (`text`, the `Before` and `After`
 * of a preview and a change set) and changed by the single screen's own schema from
 * `@guestnet/validators` (so a value the form refuses is refused here with the form's message),
 * and saved through that screen's dbo procedure.
 */
export interface ChangeKind<Stored, Payload, Saved = unknown> extends ChangeKindFacts {
  /** The org's record, or why there is none to change (`No plan named …`). */
  read(
    dbo: DboClient,
    orgNumber: string,
    match: string,
    signal?: AbortSignal,
  ): Promise<Stored | string>;
  recordId(stored: Stored): string | null;
  text(stored: Stored, field: string): string | null;
  /** `secret`: a secret typed for this change (never stored in the change set). */
  propose(stored: Stored, field: string, value: string, secret?: string): Proposal<Payload>;
  save(dbo: DboClient, payload: Payload, changeSetId: number): Promise<Saved>;
  /** The org as stored, when the save answers one (the tree and the header follow it). */
  savedOrg?(saved: Saved): OrgDetails;
}

/**
 * Any kind, its record types its own: the screen lists, picks and records kinds through their
 * facts, and code that reads and writes records (a preview, a write) opens the kind with
 * `open`, generic in its types, so a record of one kind never reaches another's.
 *
 * @example
 * kind.open((typed) => previewOf(typed, change, org, undefined));
 */
export interface AnyChangeKind extends ChangeKindFacts {
  open<Result>(
    use: <Stored, Payload, Saved>(kind: ChangeKind<Stored, Payload, Saved>) => Result,
  ): Result;
}

/** A kind as the screen holds it among the others (`AnyChangeKind`). */
export function anyKind<Stored, Payload, Saved>(
  kind: ChangeKind<Stored, Payload, Saved>,
): AnyChangeKind {
  return { ...kind, open: (use) => use(kind) };
}

/** The name a change set records as its `PlanName`: the match of a kind that changes by name. */
export function recordedName(kind: ChangeKindFacts, change: Pick<ChangeRequest, 'planName'>) {
  return kind.byName ? change.planName.trim() : null;
}

/** How a switch's `New value` reads. */
export const YES = 'Yes';
export const NO = 'No';

/** A flag as a change shows it: `Yes` or `No`. */
export const yesNo = (value: unknown) => (value ? YES : NO);

/** A stored value as a change shows it: none for null or empty, `Yes`/`No`, else its text. */
export const asText = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'boolean'
      ? yesNo(value)
      : String(value);

/** Why a kind of the service areas' records does not apply at another org. */
export const NOT_A_SERVICE_AREA = 'Not a service area';

/**
 * Checks form values with a validators schema (through Standard Schema, as the forms do): the
 * schema's output, or the form's message for the field (else the first message).
 */
export function checkForm<Output>(
  schema: CheckingSchema<Output>,
  values: unknown,
  field: string,
): { output: Output } | { refused: string } {
  const checked = checkNow(schema, values);
  if (checked.ok) return { output: checked.output };
  return { refused: messageFor(checked.issues, field) ?? 'Invalid value' };
}
