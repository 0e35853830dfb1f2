import { expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { CONTRACT_RUNNER_VERSION } from './index.js';

it('reports the version it is published as', () => {
  expect(CONTRACT_RUNNER_VERSION).toBe(pkg.version);
});
