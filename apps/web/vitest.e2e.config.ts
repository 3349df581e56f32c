import { defineConfig } from 'vitest/config';

// Browser tests start a real server per file (on a copy of one seeded folder) and drive Chromium, so they run one file at a time with long timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/seeded-data-dir.ts'],
    pool: 'forks',
    fileParallelism: false,
    // One worker process for all files (they run one at a time anyway): no process start and module load per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
