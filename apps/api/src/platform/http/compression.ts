import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Below this many bytes compressing saves less than it costs (a response still fits a packet or two). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers above the threshold (the OpenAPI document, long lists) with brotli or gzip, as the client
 * accepts. Brotli at quality 4: its default (11) is meant for files compressed once, and costs many milliseconds of
 * CPU per response. Static files are compressed at build time and already carry their Content-Encoding, which this
 * leaves alone. Registered before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 6 },
  });
}
