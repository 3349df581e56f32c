import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../../config.ts';

/**
 * The SPA runs under this policy: scripts only from our origin; inline styles are allowed because MUI's
 * emotion injects <style> tags at run time; frames only from our origin (the card tokenizer page in test mode).
 */
export async function registerSecurityHeaders(app: FastifyInstance, payments: AppConfig['payments']) {
  // Live card processors run their card fields in their own frames and scripts.
  const live = payments.mode === 'live';
  const processorFrames = live ? ['https://js.stripe.com', 'https://*.cardconnect.com'] : [];
  const processorScripts = live ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...processorScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(live ? ['https://api.stripe.com'] : [])],
        frameSrc: ["'self'", ...processorFrames],
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
  allowEmbeddingThePublicForm(app);
  allowAnalyticsOnPublicPages(app);
}

/**
 * The pages an organization's prospects visit (its sign-up form and directory listing) report to the organization's
 * Google Analytics when its branding names an id; only those pages may load and talk to Google's tag.
 */
export const ANALYTICS_PAGE = /^\/(sign_up|directory)\/[^/?#]+/;
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECTIONS =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

function allowAnalyticsOnPublicPages(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !ANALYTICS_PAGE.test(request.url)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header(
        'content-security-policy',
        policy
          .replace(/script-src ([^;]+)/, `script-src $1 ${ANALYTICS_SCRIPTS}`)
          .replace(/connect-src ([^;]+)/, `connect-src $1 ${ANALYTICS_CONNECTIONS}`),
      );
    return payload;
  });
}

/** Organizations embed their public sign-up form on their own websites; every other page stays unframeable. */
export const EMBEDDABLE_PAGE = /^\/sign_up\/[^/?#]+/;

function allowEmbeddingThePublicForm(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !EMBEDDABLE_PAGE.test(request.url)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]+/, 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
