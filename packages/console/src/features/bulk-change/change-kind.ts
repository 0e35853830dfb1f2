// docs/decisions/bulk-change.md
import type { DboClient } from '@guestnet/sdk';
import type { OrgNode } from '../../lib/org/org-node';

/** What a bulk change can change (the contract's `ChangeSet.Kind`). */
export type KindId = 'service_plans' | 'portal' | 'connection_profiles' | 'org';

/** A record as a dbo procedure reads it. */
export type Stored = Record<string, unknown>;

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

/** A change's answer for one org before anything is written. */
export type Proposal = { payload: Stored; after: string | null } | { refused: string };

/**
 * One kind of change: its fields, which orgs it applies to, how an org's record is read, shown
 * (`text`, the `Before` and `After` of a preview and a change set) and changed by the single
 * screen's own schema from `@guestnet/validators` (so a value the form refuses is refused here
 * with the form's message), and the dbo procedure that saves it.
 */
export interface ChangeKind {
  id: KindId;
  label: string;
  fields: readonly FieldChoice[];
  /** Why a field does not apply at an org, or undefined when it does. */
  notApplicable(org: OrgNode, field: string): string | undefined;
  /** The field's text from the tree's node alone, when the node holds it (no read needed). */
  fromNode?(org: OrgNode, field: string): string | null;
  /** The org's record, or why there is none to change (`No plan named …`). */
  read(
    dbo: DboClient,
    orgNumber: string,
    planName: string,
    signal?: AbortSignal,
  ): Promise<Stored | string>;
  recordId(stored: Stored): string | null;
  text(stored: Stored, field: string): string | null;
  /** What `read` matches at an org to write a result, from its `Before` (default: the plan name). */
  matchFor?(before: string | null): string;
  /** `secret`: a secret typed for this change (never stored in the change set). */
  propose(stored: Stored, field: string, value: string, secret?: string): Proposal;
  save(dbo: DboClient, payload: Stored, changeSetId: number): Promise<Stored>;
  /** What a change set says it did, where `summaryOf`'s `field to value` does not fit (a copy). */
  summary?(change: ChangeRequest): string;
  /**
   * What a change is matched by at each org, asked for beside the kind (`Plan name`, `Current
   * RADIUS host`); `read` gets it. A kind without it changes each org's one record.
   */
  match?: { label: string; maxLength: number; description(field: FieldChoice): string };
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
  boundTo?(field: string, value: string | null): ChangeKind | undefined;
}

/** The name a change set records as its `PlanName`: the match of a kind that changes by name. */
export function recordedName(kind: ChangeKind, change: Pick<ChangeRequest, 'planName'>) {
  return kind.byName ? change.planName.trim() : null;
}

/** What to change: the kind, its field, the new value as text, and for service plans the name. */
export interface ChangeRequest {
  field: string;
  value: string;
  planName: string;
  /** A secret typed for the change (a RADIUS server's): written, never shown nor recorded. */
  secret?: string;
}
