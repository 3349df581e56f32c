import { defineConfig } from 'vitest/config';

// Unit tests of the repository scripts (the licence check).
export default defineConfig({ test: { root: import.meta.dirname, include: ['*.test.mjs'] } });
