/** What kind of difference a spec change is; the name a report and a JUnit test case carry. */
export type ChangeKind =
  | 'spec-added'
  | 'spec-removed'
  | 'path-added'
  | 'path-removed'
  | 'operation-added'
  | 'operation-removed'
  | 'operation-id-changed'
  | 'transport-changed'
  | 'status-added'
  | 'status-removed'
  | 'content-type-added'
  | 'content-type-removed'
  | 'response-field-added'
  | 'response-field-removed'
  | 'response-field-optional'
  | 'response-type-changed'
  | 'response-enum-changed'
  | 'request-body-required'
  | 'request-field-added'
  | 'request-field-required'
  | 'request-field-removed'
  | 'request-type-changed'
  | 'request-enum-narrowed'
  | 'request-enum-widened'
  | 'parameter-added'
  | 'parameter-required'
  | 'parameter-removed';

/** One difference between two versions of the specs, classified as breaking or not. */
export interface SpecChange {
  kind: ChangeKind;
  /** True when a client or backend built against the base version can stop working. */
  breaking: boolean;
  /** The spec's name: `admin-api`, `authorization`, `dbo`. */
  spec: string;
  /** `GET /AdminApi/admin/account`, or '' for a change to a whole spec or path. */
  operation: string;
  /** Where inside the operation: `response 200 application/json body.Items[].Name`. */
  location: string;
  /** One sentence a reviewer reads. */
  message: string;
}
