import { Faker, type LocaleDefinition } from '@faker-js/faker';
import words from '../data/org-tree-words.json' with { type: 'json' };
import { MOCK_REFERENCE_DATE } from './seed.js';

/**
 * A seeded faker that knows only the words the org tree's names draw (`location.city()`,
 * `location.state()` and the person names a city's pattern may name) and the locale-free methods
 * (`number`, `datatype`, `string`, `helpers`). It draws exactly what {@link createSeededFaker}
 * draws with the same seed for those calls, without `en`'s ~300 kB of words, so the mocks' first
 * answers (the org list) need none of them: docs/decisions/demo-startup.md, "Round 6".
 *
 * @example
 * createWordFaker(1).location.city() === createSeededFaker(1).location.city(); // true
 */
export function createWordFaker(seed: number): Faker {
  const faker = new Faker({ locale: [words as LocaleDefinition], seed });
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
  return faker;
}
