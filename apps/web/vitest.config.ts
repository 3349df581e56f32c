import { defineConfig } from 'vitest/config';

// Unit tests of pure web helpers only; the browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
});
