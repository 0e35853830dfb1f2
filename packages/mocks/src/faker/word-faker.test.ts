import { describe, expect, it } from 'vitest';
import { orgNames } from '../org-tree/org-names.js';
import { createSeededFaker } from './seeded-faker.js';
import { createWordFaker } from './word-faker.js';

// The org tree's names come from a faker with a word list of its own, so the mocks' first
// answers load none of faker's `en` locale: the names must stay those the full locale draws.
describe('createWordFaker', () => {
  it('draws the same org names as the full `en` faker, seed for seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const words = createWordFaker(seed);
      const full = createSeededFaker(seed);
      const draw = (faker: typeof words) => [
        orgNames.provider(faker),
        orgNames.grouping(faker),
        orgNames.site(faker),
        orgNames.serviceAreas(faker, 4),
        faker.location.city(),
        faker.location.state(),
        faker.datatype.boolean(0.2),
        faker.number.int({ min: 0, max: 5 }),
        faker.string.hexadecimal({ length: 35, casing: 'upper', prefix: '' }),
      ];
      expect(draw(words), `seed ${seed}`).toEqual(draw(full));
    }
  });
});
