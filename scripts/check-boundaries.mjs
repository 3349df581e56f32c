#!/usr/bin/env node
// Fails (exit 1) on any import that crosses a feature boundary (see boundaries.mjs). The repository root is this
// script's parent folder, or the first argument (the tests point it at a scratch tree).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundaryViolations } from './boundaries.mjs';

const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = boundaryViolations(root);

if (violations.length) {
  console.error(
    `Imports across feature boundaries (go through the feature's index.ts):\n${violations.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Boundaries OK: every cross-feature import goes through a front door.');
