import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The SPA runs under this policy: scripts only from our origin; inline styles are allowed because MUI's
 * emotion injects <style> tags at run time; frames only from our origin (the card tokenizer page in test mode).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The franchise logo and avatars may come from other hosts.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
