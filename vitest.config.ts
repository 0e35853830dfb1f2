import { defineConfig } from 'vitest/config';

// One Vitest run over every package: each package keeps its own config (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
