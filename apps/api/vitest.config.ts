import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Two cores: two files at a time keeps PGlite instances from starving each other.
    maxWorkers: 2,
    // Files in a worker share one module graph: each file used to spend seconds importing the whole app afresh
    // (530 s of the suite's 1,140). Test files build their own app and database, so nothing they hold is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
