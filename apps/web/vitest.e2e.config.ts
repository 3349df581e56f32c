import { defineConfig } from 'vitest/config';

// Browser tests start a real server per file and drive Chromium, so they run one file at a time with long timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
