import { base, en, Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from './seed.js';

export { MOCK_REFERENCE_DATE, seedFrom } from './seed.js';

/**
 * A faker instance with its own seed and a fixed reference date: the same seed gives the same
 * values on every run and machine.
 *
 * @example
 * const faker = createSeededFaker(seedFrom(42, 'getAccount'));
 * faker.person.firstName(); // always the same name for seed 42 and getAccount
 */
export function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base], seed });
  // faker.date.* defaults to "now"; a fixed reference keeps dates byte-identical across runs.
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
  return faker;
}
