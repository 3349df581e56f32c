import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { createStandinCompany, STANDIN_DEMO_PATH } from '../../platform/providers/accounting/standin-mode.ts';

/**
 * Demo and test only, never registered in production: the QuickBooks stand-in's pages for the browser (Intuit's
 * consent page, which sends the browser back to `{publicUrl}/quick_books_oauth`). Its API answers bearer tokens only.
 */
export const quickbooksStandinRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    if (deps.config.quickbooks.provider !== 'standin') return;
    const standin = createStandinCompany(deps.config, deps.db, () => deps.clock.now());
    // The stand-in reads bodies as Intuit does, from the raw text: a form from the consent page, JSON from a client.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

    async function pass(request: FastifyRequest, reply: FastifyReply) {
      const headers = new Headers();
      for (const name of ['authorization', 'content-type', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const body = request.method === 'GET' || typeof request.body !== 'string' ? undefined : request.body;
      // The stand-in sees the address the browser used, as configured: never a Host header.
      const answer = await standin.handle(
        new Request(`${deps.config.publicUrl}${request.url}`, { method: request.method, headers, body }),
      );
      reply.code(answer.status);
      answer.headers.forEach((value, name) => void reply.header(name, value));
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    }

    const options = { config: { access: publicAccess }, schema: { hide: true } };
    app.get(`${STANDIN_DEMO_PATH.replace(/^\/api/, '')}/*`, options, pass);
    app.post(`${STANDIN_DEMO_PATH.replace(/^\/api/, '')}/*`, options, pass);
  };
