#!/usr/bin/env node
// Fails (exit 1) on an import that crosses a feature boundary (see boundaries.mjs) and is not among the known ones
// in boundary-exceptions.json, or when a known one is gone (remove it from the list). `--write` rewrites the list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundaryViolations, compareWithKnown } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knownFile = path.join(root, 'scripts/boundary-exceptions.json');
const violations = boundaryViolations(root);

if (process.argv.includes('--write')) {
  fs.writeFileSync(knownFile, `${JSON.stringify(violations, null, 2)}\n`);
  console.log(`Wrote ${violations.length} known boundary crossings.`);
  process.exit(0);
}

const known = JSON.parse(fs.readFileSync(knownFile, 'utf8'));
const { added, fixed } = compareWithKnown(violations, known);
if (added.length) console.error(`New imports across feature boundaries (use the feature's index.ts):\n${added.map((line) => `  ${line}`).join('\n')}`);
if (fixed.length) console.error(`Known crossings that are gone; remove them from scripts/boundary-exceptions.json:\n${fixed.map((line) => `  ${line}`).join('\n')}`);
if (added.length || fixed.length) process.exit(1);
console.log(`Boundaries OK: ${known.length} known crossings left to remove.`);
