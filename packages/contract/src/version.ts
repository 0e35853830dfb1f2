import { createRequire } from 'node:module';

// Read from package.json at run time (it sits one level above both src/ and dist/), so
// `changeset version` bumps cannot leave the printed version behind.
const pkg = createRequire(import.meta.url)('../package.json') as { version: string };

/** The contract runner's version, printed by `guestnet-contract --version`. */
export const CONTRACT_RUNNER_VERSION: string = pkg.version;
