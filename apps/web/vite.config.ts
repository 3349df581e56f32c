import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

/**
 * One id per build, compiled into the bundle (__APP_BUILD__) and written to dist/version.json. The server reads that
 * file and tells every new socket which build it serves, so a tab running an older build offers a refresh.
 */
const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function buildVersionFile(): Plugin {
  return {
    name: 'employee-portal-build-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build: BUILD_ID })}\n` });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at their strongest settings, once
 * per build: the server picks one by the request's Accept-Encoding (@fastify/static preCompressed) and never
 * compresses a file on the fly. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'employee-portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await fs.writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < source.length) await fs.writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

// Vite requires a default export from its config file.
export default defineConfig(({ command }) => ({
  plugins: [react(), buildVersionFile(), precompress()],
  // The dev server has no build id: 'dev' switches the version checks off (src/lib/build-version.ts).
  define: { __APP_BUILD__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/first-load-size.mjs reads the manifest to measure what the login route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway; one chunk for it compresses
        // better than the many small shared chunks the lazy pages would otherwise split it into (about 4.5 KiB gzip
        // less for /login). Lazily loaded code (the shell, every other page) is untouched.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
}));
