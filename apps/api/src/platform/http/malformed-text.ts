import type { FastifyInstance } from 'fastify';
import { malformedTextPath, messages } from '@employee-portal/core';
import { validationFailed } from './errors.ts';

/**
 * Every route refuses text that is no valid Unicode (a lone UTF-16 surrogate) before its own validation runs, so no
 * write stores a mangled name or note, and the refusal reads the same everywhere: 422 naming the field. Runs after
 * authentication, so a stranger learns nothing more from it than from any other request.
 */
export function registerMalformedTextRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
    ] as const) {
      const path = malformedTextPath(value);
      if (path !== null) throw validationFailed({ [path || part]: [messages.malformedText] });
    }
  });
}
