/**
 * The API bundled once into one JavaScript file for the browser tests' servers. Every file starts a server of its
 * own; through tsx each start spent about 6 s of CPU compiling and resolving some seven hundred TypeScript modules,
 * bundled it spends about 3, beside a browser test that needs the cores. The same source runs either way.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const API_MAIN = join(REPO_ROOT, 'apps/api/src/main.ts');
// Inside the repository, so that the packages left out of the bundle resolve from its node_modules.
const BUNDLE = join(REPO_ROOT, 'node_modules/.cache/employee-portal-e2e/api.mjs');

export async function bundleApi(): Promise<string> {
  await build({
    entryPoints: [API_MAIN],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'our-source-only',
        setup(bundler) {
          // Installed packages load from node_modules as they do under tsx (PGlite finds its WebAssembly beside
          // itself); only the workspace's own TypeScript is bundled.
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@employee-portal/') ? undefined : { path: args.path, external: true },
          );
          // Each module keeps its own address: the API finds its migrations and the web build from it.
          bundler.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return BUNDLE;
}
