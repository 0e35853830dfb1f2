import { describe } from 'vitest';
import {
  account,
  classifies,
  type DiffCase,
  type Doc,
  deviceSaveSchema,
  feedbackSchema,
  saveDeviceBody,
} from '../../test/spec-fixture.js';

// Request bodies and parameters: what a client built against the base version sends.
const cases: DiffCase[] = [
  [
    'adding a required request field',
    (d) => {
      feedbackSchema(d).properties.Email = { type: 'string' };
      feedbackSchema(d).required.push('Email');
    },
    'request-field-added',
    true,
  ],
  [
    'adding an optional request field',
    (d) => {
      feedbackSchema(d).properties.Email = { type: 'string' };
    },
    'request-field-added',
    false,
  ],
  [
    'requiring an existing request field',
    (d) => {
      feedbackSchema(d).required.push('FeedbackType');
    },
    'request-field-required',
    true,
  ],
  [
    'retyping a request field',
    (d) => {
      feedbackSchema(d).properties.Feedback = { type: 'integer' };
    },
    'request-type-changed',
    true,
  ],
  [
    'widening a request field to integer or string',
    (d) => {
      feedbackSchema(d).properties.Feedback = { type: ['string', 'integer'] };
    },
    'request-type-changed',
    false,
  ],
  [
    'narrowing a request enum',
    (d) => {
      feedbackSchema(d).properties.FeedbackType = { enum: ['idea'] };
    },
    'request-enum-narrowed',
    true,
  ],
  [
    'widening a request enum',
    (d) => {
      feedbackSchema(d).properties.FeedbackType = { enum: ['idea', 'bug', 'praise'] };
    },
    'request-enum-widened',
    false,
  ],
  [
    'adding a required field to a dbo payload',
    (d) => {
      deviceSaveSchema(d).properties.RadiusSecret = { type: 'string' };
      deviceSaveSchema(d).required.push('RadiusSecret');
    },
    'request-field-added',
    true,
  ],
  [
    'adding an optional field to a dbo payload',
    (d) => {
      deviceSaveSchema(d).properties.Model = { type: 'string' };
    },
    'request-field-added',
    false,
  ],
  [
    'narrowing an enum of a dbo payload',
    (d) => {
      deviceSaveSchema(d).properties.Type = { enum: ['mikrotik', 'nomadix'] };
    },
    'request-enum-narrowed',
    true,
  ],
  [
    'retyping a field of a dbo payload',
    (d) => {
      deviceSaveSchema(d).properties.Name = { type: 'integer' };
    },
    'request-type-changed',
    true,
  ],
  [
    'adding a positional item to a dbo body',
    (d) => {
      saveDeviceBody(d).prefixItems.push({ type: 'string' });
    },
    'request-type-changed',
    true,
  ],
  [
    'adding a required query parameter',
    (d) => {
      (account(d).parameters as Doc[]).push({
        name: 'realm',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      });
    },
    'parameter-added',
    true,
  ],
  [
    'adding an optional query parameter',
    (d) => {
      (account(d).parameters as Doc[]).push({
        name: 'realm',
        in: 'query',
        schema: { type: 'string' },
      });
    },
    'parameter-added',
    false,
  ],
  [
    'requiring an optional parameter',
    (d) => {
      (account(d).parameters as Doc[])[0] = {
        name: 'org',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      };
    },
    'parameter-required',
    true,
  ],
  [
    'no longer reading a query parameter',
    (d) => {
      account(d).parameters = [];
    },
    'parameter-removed',
    false,
  ],
];

describe('diffSpecs classification of requests', () => {
  classifies(cases);
});
