// Writes src/data/org-tree-words.json: the parts of faker's `en` locale that the org tree's names
// and the breach range draw from (docs/decisions/demo-startup.md, "Round 6"). Run it after a faker
// upgrade when `word-faker.test.ts` says the names differ:
//   pnpm --filter @guestnet/mocks exec tsx scripts/org-tree-words.ts
//   pnpm exec biome format --write packages/mocks/src/data/org-tree-words.json
import { writeFileSync } from 'node:fs';
import { en } from '@faker-js/faker';

const { location, person } = en;
if (!location || !person) throw new Error('faker has no `en` location or person definitions.');
const words = {
  location: {
    city_name: location.city_name,
    city_pattern: location.city_pattern,
    city_prefix: location.city_prefix,
    city_suffix: location.city_suffix,
    state: location.state,
  },
  person: {
    first_name: person.first_name,
    last_name: person.last_name,
    last_name_pattern: person.last_name_pattern,
  },
};
const file = new URL('../src/data/org-tree-words.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(words)}\n`);
console.log(`Wrote ${file.pathname}`);
