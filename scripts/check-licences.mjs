#!/usr/bin/env node
// Fails (exit 1) when an installed dependency's licence is not one we accept: see licences.mjs for the policy.
// `npm run check:licences`; .ci/run calls it before the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenceProblems } from './licences.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { problems, packages } = licenceProblems(root);
const shipped = packages.filter((entry) => entry.production).length;
if (problems.length) {
  console.error(`Licence check failed (${problems.length}):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Licences OK: ${shipped} production and ${packages.length - shipped} development packages.`);
