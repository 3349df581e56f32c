// Import boundaries between features (issue 13, DESIGN §2): a file of one feature may use another feature only
// through that feature's front door (`features/<name>/index.ts` or `.tsx`) or, in the API, its table file (the
// schema it publishes), and the API's platform code uses no feature at all. Arrows point from features to platform
// and core, never back or sideways into internals.
import fs from 'node:fs';
import path from 'node:path';

/** The source trees checked, relative to the repository root. */
export const CHECKED_ROOTS = ['apps/api/src', 'apps/web/src'];

const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;

/** `apps/api/src/features/clients/x.ts` -> { root: 'apps/api/src', area: 'feature', feature: 'clients', rest: 'x.ts' }. */
export function placeOf(file) {
  const normalized = file.split(path.sep).join('/');
  const root = CHECKED_ROOTS.find((candidate) => normalized.startsWith(`${candidate}/`));
  if (!root) return null;
  const [area, feature, ...rest] = normalized.slice(root.length + 1).split('/');
  if (area === 'features' && rest.length) return { root, area: 'feature', feature, rest: rest.join('/') };
  return { root, area, feature: null, rest: [feature, ...rest].filter(Boolean).join('/') };
}

const isFrontDoor = (rest) => /^index\.(ts|tsx)$/.test(rest);

/**
 * An API feature's `<name>.table.ts` is its published schema, beside the front door: other tables point at it by
 * foreign key, other repositories join on it, the seeds fill it and `src/db/schema.ts` assembles it for drizzle-kit.
 * It holds table definitions only, so reaching it cannot knot the code; behind the front door it would, because a
 * table's foreign keys point down (a subscription names its client) while the calls point up (a client who leaves
 * cancels their subscriptions), and every table would then load its neighbours' services.
 */
const isPublishedSchema = (target) => target.root === 'apps/api/src' && /^[a-z-]+\.table\.ts$/.test(target.rest);
const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file);

/**
 * The two places that assemble the product reach each feature by its own entry: the API's app registers every
 * feature's routes plugin, and the web's route table lazy-loads each page as its own chunk (a front door holding the
 * pages would pull them all into one).
 */
function isAssembly(source, target) {
  if (source.root === 'apps/api/src' && source.area === 'app.ts') return /^[a-z-]+\.routes\.ts$/.test(target.rest);
  return source.root === 'apps/web/src' && source.area === 'app' && target.rest.startsWith('pages/');
}

/** What is wrong with `from` importing `to` (both repository-relative paths), or null when the import is allowed. */
export function boundaryProblem(from, to) {
  const source = placeOf(from);
  const target = placeOf(to);
  if (!source || !target || source.root !== target.root || target.area !== 'feature' || isTest(from)) return null;
  if (source.area === 'feature' && source.feature === target.feature) return null;
  if (source.root === 'apps/api/src' && source.area === 'platform') return 'platform imports a feature';
  if (isFrontDoor(target.rest) || isPublishedSchema(target) || isAssembly(source, target)) return null;
  return source.area === 'feature'
    ? `reaches into ${target.feature}'s internals`
    : `reaches into feature ${target.feature}'s internals`;
}

/** Relative imports of a source text, resolved to repository-relative paths. */
export function importsOf(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT_SPECIFIER)) {
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])));
  }
  return found;
}

function sourceFiles(root, folder) {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** Every import across a boundary in the checked trees, as `from -> to: problem` lines. */
export function boundaryViolations(root) {
  return CHECKED_ROOTS.flatMap((folder) => sourceFiles(root, folder))
    .flatMap((file) =>
      importsOf(file, fs.readFileSync(path.join(root, file), 'utf8')).map((target) => {
        const problem = boundaryProblem(file, target);
        return problem ? `${file} -> ${target}: ${problem}` : null;
      }),
    )
    .filter(Boolean)
    .sort();
}
