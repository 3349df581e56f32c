import { randomBytes } from 'node:crypto';
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

// Vite requires a default export from its config file.
export default defineConfig(({ command }) => ({
  plugins: [react(), buildVersionFile()],
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
