import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { buildUnreadyApp } from '../support/unready-app.ts';

/**
 * The safety net behind the schemas' bounds: should a number the database cannot hold, or text it cannot read as a
 * number, ever slip past a route's schema, the client's input still gets a 422, not a 500 that pages an operator.
 */
describe('numbers the database refuses', () => {
  it('answers 422 for a value out of an integer column (22003) and for text that is no number (22P02)', async () => {
    const built = await buildUnreadyApp();
    try {
      built.app.get('/api/test-int4-overflow', { config: { access: { kind: 'public' } } }, () =>
        built.db.execute(sql`select ${'2147483648'}::int4 as n`),
      );
      built.app.get('/api/test-not-a-number', { config: { access: { kind: 'public' } } }, () =>
        built.db.execute(sql`select ${'twelve'}::int4 as n`),
      );
      await built.app.ready();
      for (const url of ['/api/test-int4-overflow', '/api/test-not-a-number']) {
        const response = await built.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json(), url).toEqual({ message: messages.notValid, errors: {} });
      }
    } finally {
      await built.close();
    }
  });
});
