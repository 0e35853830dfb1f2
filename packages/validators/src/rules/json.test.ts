import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { JSON_MESSAGE, json } from './json.js';

describe('json', () => {
  ruleCases(json, {
    accepted: [...EMPTY_VALUES, '{}', '[]', '{"a":1}', '[1, "two", null]', '"text"', '42', 'true'],
    rejected: ['{a:1}', "{'a':1}", '{"a":1,}', '[1,]', 'undefined', '{', 'NaN', { a: 1 }],
    message: JSON_MESSAGE,
  });
});
