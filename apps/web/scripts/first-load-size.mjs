#!/usr/bin/env node
// Prints the gzipped bytes of the JavaScript the /login route loads: the entry chunk, the login page chunk and
// every chunk they import statically. Needs `vite build` (build.manifest is on in vite.config.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json not found: run `vite build` in apps/web first.');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[LOGIN_PAGE]) {
  console.error(`manifest has no entry or no ${LOGIN_PAGE} chunk`);
  process.exit(1);
}

/** A chunk and its static imports, transitively (dynamic imports load later, on other routes). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const keys = closure(LOGIN_PAGE, closure(entryKey));
const rows = [...keys].map((key) => {
  const source = readFileSync(join(dist, manifest[key].file));
  return { chunk: manifest[key].file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const row of rows)
  console.log(`${row.chunk.padEnd(48)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`login route first load: ${rows.length} JS files, ${total} bytes gzipped (${kb(total)})`);
