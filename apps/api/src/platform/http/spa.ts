import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA. Unknown /api paths stay JSON 404s; every other GET gets index.html (history-mode routing).
 * Without a build (API tests) only the JSON 404 remains.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(response, filePath) {
        // Hashed asset names never change content, so browsers may keep them for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
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
