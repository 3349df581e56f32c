import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteEntry } from '../../src/platform/auth/authenticate.ts';
import { createTestApp } from '../support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor, TEST_PASSWORD } from '../support/factories.ts';
import {
  changedTables,
  databaseFingerprint,
  nextTransactionId,
  type DatabaseFingerprint,
} from '../support/db-fingerprint.ts';
import { badRequestsFor, randomRequestFor, type BadRequest } from './bad-input-cases.ts';

/**
 * Every /api route gets bad input generated from its own schemas: no answer may be a 5xx and no bad input may
 * change data. The routes come from the app's registry, so a new route is probed without touching these files.
 * The routes are split over shard files (by a hash of method and path, so adding a route moves no other) to keep
 * each file's run time modest on two cores.
 */

const SEED = 20_261_101;
const RANDOM_RUNS_PER_ROUTE = 30;

const routeKey = (route: ApiRouteEntry) => `${route.method} ${route.url}`;
const shardOf = (route: ApiRouteEntry, shards: number) =>
  createHash('md5').update(routeKey(route)).digest().readUInt32BE(0) % shards;

/**
 * A route that declares no input (logout, mark notifications seen), or only optional body fields (start my shift:
 * `{}` is a valid call), cannot be given bad input that way: the empty call is a valid one, and changing data is
 * its job. Only those routes' 2xx answers may change data.
 */
const takesNoInput = (route: ApiRouteEntry) => {
  const schema = route.schema as Record<string, unknown> | undefined;
  const bodyIsOptional = !schema?.body || (schema.body instanceof z.ZodType && schema.body.safeParse({}).success);
  return bodyIsOptional && !schema?.querystring && !schema?.params;
};

export async function describeBadInputSuite(options: { shard: number; shards: number }) {
  // Generous limits: a 429 would stop a fuzzed request before the code paths worth probing.
  const t = await createTestApp({
    config: {
      rateLimits: {
        loginPerIp: 100_000,
        loginFailuresPerAccount: 100_000,
        codeSendsPerAccount: 100,
        windowSeconds: 900,
      },
    },
  });
  afterAll(() => t.close());

  // Counting attempts is the one write a refused request may make (that is how brute force is stopped), and a
  // token's last-use time is bookkeeping of the caller, not data the input could have changed.
  const fingerprint = () =>
    databaseFingerprint(t.db, {
      ignoreTables: ['rate_limit_buckets', 'auth_throttles'],
      ignoreColumns: { access_tokens: ['last_used_at'] },
    });

  let member: { id: number };
  let twoFactorUser: { email: string };
  beforeAll(async () => {
    const organization = await createOrganization(t.db, { name: 'Fuzz Scoopers' });
    member = await createUser(t.db, { organizationId: organization.id, role: 'Owner' });
    twoFactorUser = await createUser(t.db, { organizationId: organization.id, role: 'Owner', twoFactor: true });
  });

  /** A fresh credential per route, because a route (logout) may revoke the one it is called with. */
  async function credentialFor(route: ApiRouteEntry): Promise<string | null> {
    if (route.access.kind === 'public') return null;
    if (route.access.kind === 'member') return sessionTokenFor(t.db, member.id);
    if (route.access.kind === 'organization_token') {
      const step1 = await t.injectAs(null, {
        method: 'POST',
        url: '/api/register_organization/step1',
        payload: {
          organization_name: 'Fuzz Sign-up',
          time_zone: 'America/Denver',
          address_line1: '1 Fuzz St',
          city: 'Denver',
          state: 'CO',
          zip: '80202',
        },
      });
      return step1.json<{ token: string }>().token;
    }
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: twoFactorUser.email, password: TEST_PASSWORD },
    });
    expect(login.json(), 'a two-factor login answers a pending token').toMatchObject({ user: { two_factor: 1 } });
    return login.json<{ token: string }>().token;
  }

  const allRoutes = t.app.apiRoutes;
  const routes = allRoutes.filter((route) => shardOf(route, options.shards) === options.shard);

  describe(`bad input on every API route (shard ${options.shard + 1} of ${options.shards})`, () => {
    it('probes the routes the API registers (a registry that lost its routes would make every check vacuous)', () => {
      expect(allRoutes.map(routeKey)).toEqual(
        expect.arrayContaining([
          'POST /api/auth/login',
          'POST /api/validate_two_factor',
          'PUT /api/auth/change_password',
          'GET /api/auth/employee_user',
          'GET /api/demo/outbox',
        ]),
      );
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(badRequestsFor(route).length, routeKey(route)).toBeGreaterThan(0);
    });

    for (const route of routes) {
      it(`${routeKey(route)} answers below 500 and changes no data`, async () => {
        let token = await credentialFor(route);
        const send = async (request: BadRequest) => {
          const response = await t.injectAs(token, {
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: request.contentType ? { 'content-type': request.contentType } : {},
          });
          const where = `${routeKey(route)} with ${request.label}`;
          expect(
            response.statusCode,
            `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          return { response, where };
        };
        const requests = [
          ...badRequestsFor(route),
          ...fc.sample(randomRequestFor(route), { numRuns: RANDOM_RUNS_PER_ROUTE, seed: SEED }),
        ];

        // First every request in one go, watching only whether anything was written at all: most routes write
        // nothing for bad input, and two lookups per request cost more than the requests do.
        if (!takesNoInput(route)) {
          const baseline = await fingerprint();
          const writesBefore = await nextTransactionId(t.db);
          let someValidCallAnswered2xx = false;
          for (const request of requests) {
            const { response } = await send(request);
            if (request.mayBeValid && response.statusCode < 300) someValidCallAnswered2xx = true;
          }
          if ((await nextTransactionId(t.db)) === writesBefore) return;
          const changed = changedTables(baseline, await fingerprint());
          if (changed.length === 0) return;
          expect(someValidCallAnswered2xx, `${routeKey(route)}: bad input changed ${changed.join(', ')}`).toBe(true);
          // Random input that happened to be valid was stored: probe again one request at a time, below.
          token = await credentialFor(route);
        }

        let baseline: DatabaseFingerprint = await fingerprint();
        for (const request of requests) {
          const writesBefore = await nextTransactionId(t.db);
          const { response, where } = await send(request);
          if ((await nextTransactionId(t.db)) === writesBefore) continue;
          const changed = changedTables(baseline, await fingerprint());
          if (changed.length === 0) continue;
          if ((takesNoInput(route) || request.mayBeValid) && response.statusCode < 300) {
            // The route did its job (logout revoked the token; random input happened to be valid): carry on from the new state.
            token = await credentialFor(route);
            baseline = await fingerprint();
            continue;
          }
          expect.fail(`${where} changed ${changed.join(', ')} (answered ${response.statusCode})`);
        }
      }, 120_000);
    }
  });
}
