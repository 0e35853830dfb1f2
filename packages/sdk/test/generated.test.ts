import { describe, expect, it } from 'vitest';
import { staleFiles } from '../scripts/generate.mjs';

describe('generated types', () => {
  // Rendering three specs with openapi-typescript takes seconds on a busy machine: not a budget.
  it('match the specs in openapi/ (run `pnpm generate` after a spec change)', {
    timeout: 60_000,
  }, async () => {
    expect(await staleFiles()).toEqual([]);
  });
});
