import { describe, expect, it } from 'vitest';
import { staleFiles } from '../scripts/generate.mjs';

describe('generated types', () => {
  it('match the specs in openapi/ (run `pnpm generate` after a spec change)', async () => {
    expect(await staleFiles()).toEqual([]);
  });
});
