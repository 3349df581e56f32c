import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the build puts its content-hashed files: a name there never changes content. */
const ASSETS_DIR = 'assets';

/**
 * Security headers that govern a document (what it may load, frame or open), set by helmet on every answer. A script
 * or stylesheet is not a document, so on the dozen assets of a first visit they are half a kilobyte each of nothing;
 * nosniff, HSTS and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A request for a file rather than a page: the build's assets folder, or a last path segment with a file extension
 * (no route of the app has one). A missing file must answer 404: the app's HTML in its place would be cached or run
 * as a script under the asset's name.
 */
export function asksForFile(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  if (pathname === `/${ASSETS_DIR}` || pathname.startsWith(`/${ASSETS_DIR}/`)) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,10}$/i.test(lastSegment);
}

/**
 * Serves the built SPA. Unknown /api paths and missing files stay JSON 404s; every other GET gets index.html
 * (history-mode routing). The build writes a brotli and a gzip copy of each file beside it (the precompress plugin
 * in apps/web/vite.config.ts): a browser that accepts one gets it, any other client the raw file. Without a build
 * (API tests) only the JSON 404 remains.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are picked by Accept-Encoding under the original name, not served as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        // Hashed asset names never change content, so browsers may keep them for good. Everything else (index.html,
        // version.json, the favicon) is revalidated, so a new build reaches every tab at its next load.
        const hashed = filePath.includes(`${path.sep}${ASSETS_DIR}${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD') && !asksForFile(request.url)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}

/** The web build writes version.json; its `build` changes with every build, which is what tabs compare. */
export function readWebBuildVersion(webDistDir: string): string | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDistDir, 'version.json'), 'utf8')) as { build?: unknown };
    return typeof parsed.build === 'string' ? parsed.build : null;
  } catch {
    return null;
  }
}
