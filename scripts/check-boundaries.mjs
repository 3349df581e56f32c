#!/usr/bin/env node
// Fails (exit 1) on an import that crosses a feature boundary (see boundaries.mjs) and is not among the known ones
// in boundary-exceptions.json, or when a known one is gone. `--write` drops the fixed ones from the list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundaryViolations, compareWithKnown } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knownFile = path.join(root, 'scripts/boundary-exceptions.json');
const violations = boundaryViolations(root);

const known = JSON.parse(fs.readFileSync(knownFile, 'utf8'));
const { added, fixed } = compareWithKnown(violations, known);

// Drops the crossings that were fixed; a new one is never written into the list, it has to go through a front door.
if (process.argv.includes('--write')) {
  const kept = known.filter((line) => !fixed.includes(line));
  fs.writeFileSync(knownFile, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`Kept ${kept.length} known boundary crossings, dropped ${fixed.length} fixed ones.`);
  process.exit(0);
}

if (added.length)
  console.error(
    `New imports across feature boundaries (use the feature's index.ts):\n${added.map((line) => `  ${line}`).join('\n')}`,
  );
if (fixed.length)
  console.error(
    `Known crossings that are gone; remove them from scripts/boundary-exceptions.json:\n${fixed.map((line) => `  ${line}`).join('\n')}`,
  );
if (added.length || fixed.length) process.exit(1);
console.log(`Boundaries OK: ${known.length} known crossings left to remove.`);
