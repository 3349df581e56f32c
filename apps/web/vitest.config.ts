import { defineConfig } from 'vitest/config';

// Unit tests of web helpers, and a few components in happy-dom (`@vitest-environment happy-dom` in the file); the
// browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
});
