/**
 * The licence policy and its check over the installed node_modules: which licences we may ship (production
 * dependencies, bundled into the web app or run by the server) and which we may only use while building and testing
 * (dev dependencies). Used by check-licences.mjs (CI) and by its unit test on fixture trees.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Licences a business can ship without review: permissive, no use restrictions, no copyleft. */
export const PRODUCTION_LICENCES = [
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
];

/**
 * Also allowed for tools that never ship: MPL-2.0 is file-level copyleft that binds only changes to its own files
 * (lightningcss inside Vite, axe-core in the browser tests); CC-BY-4.0 covers data packages such as caniuse-lite,
 * which only asks for attribution of the data. Zlib is permissive like MIT (pako, the port of zlib inside the load
 * tool autocannon's histograms); it is listed here only because no shipped package has needed it yet.
 */
export const DEV_ONLY_LICENCES = ['MPL-2.0', 'CC-BY-4.0', 'Zlib'];

/**
 * Packages whose package.json states no usable SPDX licence, checked by hand against their LICENSE file. Pinned to
 * the version read, so an upgrade is checked again.
 */
export const VERIFIED_LICENCES = {
  'zipcodes@8.0.0': 'BSD-3-Clause', // package.json says "BSD"; the LICENSE file is the 3-clause text
  'png-js@2.0.0': 'MIT', // no licence field; LICENSE is MIT (pdfkit's PNG decoder)
};

/** The licence a package.json declares: an SPDX expression, the old object form, or the old list (any of them). */
export function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses)) {
    const types = licenses
      .map((entry) => (typeof entry === 'string' ? entry : entry?.type))
      .filter((type) => typeof type === 'string' && type);
    if (types.length === 1) return types[0];
    if (types.length > 1) return `(${types.join(' OR ')})`;
  }
  return null;
}

/**
 * Whether an SPDX expression lets us use the package under the allowed licences: 'A OR B' needs one of them (we may
 * pick), 'A AND B' needs both, 'A WITH exception' needs A (an exception only adds permissions), 'A+' is read as A.
 * Anything that does not parse is not allowed.
 */
export function isAllowedExpression(expression, allowed) {
  const tokens = String(expression).match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];

  const atom = () => {
    const token = take();
    if (token === '(') {
      const value = anyOf();
      if (take() !== ')') throw new Error('unbalanced');
      return value;
    }
    if (!token || [')', 'AND', 'OR', 'WITH'].includes(token.toUpperCase())) throw new Error('licence expected');
    return allowed.includes(token.replace(/\+$/, ''));
  };
  const withException = () => {
    const value = atom();
    if (peek()?.toUpperCase() === 'WITH') {
      take();
      if (!take()) throw new Error('exception expected');
    }
    return value;
  };
  const allOf = () => {
    let value = withException();
    while (peek()?.toUpperCase() === 'AND') {
      take();
      value = withException() && value;
    }
    return value;
  };
  const anyOf = () => {
    let value = allOf();
    while (peek()?.toUpperCase() === 'OR') {
      take();
      value = allOf() || value;
    }
    return value;
  };

  try {
    const value = anyOf();
    return position === tokens.length && value;
  } catch {
    return false;
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace folders of the root package.json ("apps/web", or "packages/*"). */
function workspaceDirs(root, manifest) {
  const patterns = Array.isArray(manifest.workspaces) ? manifest.workspaces : (manifest.workspaces?.packages ?? []);
  return patterns
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [join(root, pattern)];
      const parent = join(root, pattern.slice(0, -2));
      return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
    })
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** Node's lookup: node_modules/<name> in the folder, then in each parent up to the root. */
function resolvePackage(name, fromDir, root) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === root || dirname(dir) === dir) return null;
  }
}

/**
 * Every installed package reachable from the root and workspace manifests: first through `dependencies` and
 * `optionalDependencies` (production), then what `devDependencies` add (development). Our own workspaces are left out.
 */
export function installedPackages(root) {
  const realRoot = realpathSync(root);
  const rootManifest = readJson(join(realRoot, 'package.json'));
  const projects = [realRoot, ...workspaceDirs(realRoot, rootManifest).map((dir) => realpathSync(dir))];
  const ownDirs = new Set(projects);
  const found = new Map();
  const missing = [];

  const walk = (starts, production) => {
    const queue = [...starts];
    while (queue.length) {
      const { name, fromDir, optional } = queue.shift();
      const dir = resolvePackage(name, fromDir, realRoot);
      if (!dir) {
        if (!optional) missing.push({ name, from: relative(realRoot, fromDir) || '.' });
        continue;
      }
      if (ownDirs.has(dir) || found.has(dir)) continue;
      const manifest = readJson(join(dir, 'package.json'));
      found.set(dir, {
        name: manifest.name ?? name,
        version: manifest.version ?? '',
        licence: licenceOf(manifest),
        production,
        path: relative(realRoot, dir),
      });
      queue.push(...dependenciesOf(manifest, dir));
    }
  };
  const dependenciesOf = (manifest, dir, fields = ['dependencies', 'optionalDependencies']) =>
    fields.flatMap((field) =>
      Object.keys(manifest[field] ?? {}).map((name) => ({
        name,
        fromDir: dir,
        optional: field === 'optionalDependencies',
      })),
    );

  const manifests = projects.map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }));
  walk(
    manifests.flatMap(({ dir, manifest }) => dependenciesOf(manifest, dir)),
    true,
  );
  walk(
    manifests.flatMap(({ dir, manifest }) => dependenciesOf(manifest, dir, ['devDependencies'])),
    false,
  );
  return { packages: [...found.values()], missing };
}

/** What breaks the policy: one line per package, naming it, its licence and whether it ships. */
export function licenceProblems(root, policy = {}) {
  const production = policy.production ?? PRODUCTION_LICENCES;
  const devOnly = policy.devOnly ?? DEV_ONLY_LICENCES;
  const verified = policy.verified ?? VERIFIED_LICENCES;
  const { packages, missing } = installedPackages(root);
  const problems = missing.map(({ name, from }) => `${name} (needed by ${from}) is not installed: run npm ci first`);
  for (const entry of packages) {
    const id = `${entry.name}@${entry.version}`;
    const licence = verified[id] ?? entry.licence;
    const allowed = entry.production ? production : [...production, ...devOnly];
    const kind = entry.production ? 'production' : 'development';
    if (!licence) problems.push(`${id} (${entry.path}, ${kind}): no licence declared`);
    else if (!isAllowedExpression(licence, allowed))
      problems.push(`${id} (${entry.path}, ${kind}): licence ${licence} is not allowed`);
  }
  return { problems, packages };
}
