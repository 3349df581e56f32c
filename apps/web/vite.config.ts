import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

// Vite requires a default export from its config file.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/first-load-size.mjs reads the manifest to measure what the login route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
