import { expect, it } from 'vitest';
import type { ChangeKind } from '../src/diff/spec-change.js';
import { diffSpecs } from '../src/diff/spec-diff.js';

export type Doc = Record<string, unknown>;

const member = (properties: Doc, required: string[] = ['Username']) => ({
  type: 'object',
  properties,
  required,
});

// One GET with a JSON 200 and one PUT with a JSON body: every case edits a copy of this.
export function spec(
  edit: (doc: Doc & { paths: Record<string, Record<string, Doc>> }) => void = () => {},
) {
  const doc = {
    openapi: '3.1.0',
    paths: {
      '/AdminApi/admin/account': {
        get: {
          operationId: 'getAccount',
          'x-transport': 'bearer-json',
          parameters: [{ name: 'org', in: 'query', required: false, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Member' } } },
            },
            '401': { description: 'no token' },
          },
        },
      },
      '/AdminApi/admin/feedback': {
        put: {
          operationId: 'sendFeedback',
          'x-transport': 'bearer-json',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: member(
                  { Feedback: { type: 'string' }, FeedbackType: { enum: ['idea', 'bug'] } },
                  ['Feedback'],
                ),
              },
            },
          },
          responses: { '200': { description: 'ok' } },
        },
      },
      '/GuestnetWS/DevApi/dbo/SaveDevice': {
        post: {
          operationId: 'saveDevice',
          'x-transport': 'dbo',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  prefixItems: [{ type: 'string' }, { $ref: '#/components/schemas/DeviceSave' }],
                  items: false,
                },
              },
            },
          },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        DeviceSave: member(
          { Name: { type: 'string' }, Type: { enum: ['mikrotik', 'nomadix', 'other'] } },
          ['Name'],
        ),
        Member: member({
          Username: { type: 'string' },
          Email: { type: ['string', 'null'] },
          Role: { enum: ['admin', 'operator'] },
          Orgs: {
            type: 'array',
            items: { type: 'object', properties: { Number: { type: 'string' } } },
          },
        }),
      },
    },
  } as Doc & { paths: Record<string, Record<string, Doc>> };
  edit(doc);
  return doc;
}

export const account = (doc: ReturnType<typeof spec>) =>
  doc.paths['/AdminApi/admin/account']?.get as Doc;
export const feedback = (doc: ReturnType<typeof spec>) =>
  doc.paths['/AdminApi/admin/feedback']?.put as Doc;
export const memberSchema = (doc: ReturnType<typeof spec>) =>
  (doc.components as { schemas: { Member: { properties: Doc; required: string[] } } }).schemas
    .Member;
export const feedbackSchema = (doc: ReturnType<typeof spec>) =>
  (
    feedback(doc).requestBody as {
      content: Record<string, { schema: { properties: Doc; required: string[] } }>;
    }
  ).content['application/json']?.schema as { properties: Doc; required: string[] };

/** The payload of the dbo SaveDevice body `[accessToken, payload]`. */
export const deviceSaveSchema = (doc: ReturnType<typeof spec>) =>
  (doc.components as { schemas: { DeviceSave: { properties: Doc; required: string[] } } }).schemas
    .DeviceSave;
export function saveDeviceBody(doc: ReturnType<typeof spec>): { prefixItems: Doc[] } {
  const post = (doc.paths['/GuestnetWS/DevApi/dbo/SaveDevice'] as Record<string, Doc>).post as Doc;
  const body = post.requestBody as { content: Record<string, { schema: { prefixItems: Doc[] } }> };
  return (body.content['application/json'] as { schema: { prefixItems: Doc[] } }).schema;
}

/** A spec edit, and the change kind and verdict it must produce. */
export type DiffCase = [string, (doc: ReturnType<typeof spec>) => void, ChangeKind, boolean];

/** Runs a case table: each edit of the fixture spec is reported as that kind, and nothing else breaks. */
export function classifies(cases: DiffCase[]) {
  it.each(cases)('%s is %s (breaking: %s)', (_title, edit, kind, breaking) => {
    const changes = diffSpecs({ 'admin-api': spec() }, { 'admin-api': spec(edit) });
    expect(changes).toContainEqual(expect.objectContaining({ kind, breaking, spec: 'admin-api' }));
    // One edit, one kind of change: nothing else is reported as breaking by accident.
    expect(changes.filter((c) => c.breaking && c.kind !== kind)).toEqual([]);
  });
}
