import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../support/factories.ts';
import { createClient, createVictimClientRecords } from '../support/client-factories.ts';
import { createServicePlan } from '../support/pricing-factories.ts';
import { changedTables, databaseFingerprint } from '../support/db-fingerprint.ts';
import { fieldsOf } from '../fuzz/bad-input-cases.ts';

/**
 * Ids are plain positive integers within their int4 column: in a path or query the text '12', in a JSON body the
 * integer 12. Any other spelling of a real record's id ('0x1', '1e0', '+1', '01', '1.0', "1", true) is a 422 that
 * names the field and changes nothing; it never reaches the record, and 2147483648 never reaches the database.
 */

const INT4_OVERFLOW = 2_147_483_648;
/** Other spellings of the id `n` that JavaScript's Number() (and so z.coerce) reads as n. */
const oddTexts = (n: number) => [`0x${n.toString(16)}`, `${n}e0`, `+${n}`, `0${n}`, `${n}.0`, String(INT4_OVERFLOW)];
/** JSON values that are not the integer id `n` although loose parsing would make them n (or overflow the column). */
const oddJson = (n: number): unknown[] => [String(n), true, n + 0.5, 0, -n, INT4_OVERFLOW];
const catalogueNumberMessages = [
  messages.mustBeNumber,
  messages.mustBeWholeNumber,
  messages.mustBePositive,
  messages.notValid,
  messages.required,
];
const ID_PARAM = /^(id|\w+_id)$/;

let t: TestApp;
let token: string;
let organizationId: number;
let clientId: number;
let workAreaId: number;
let techUserId: number;
let servicePlanId: number;

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db, { name: 'Odd Id Scoopers' });
  organizationId = organization.id;
  const owner = await createUser(t.db, { organizationId });
  token = await sessionTokenFor(t.db, owner.id);
  clientId = (await createClient(t.db, organizationId, { first_name: 'Oddly' })).id;
  workAreaId = (await createVictimClientRecords(t.db, organizationId, clientId, 'Odd Area')).workAreaId;
  techUserId = (await createUser(t.db, { organizationId, role: 'Field Tech' })).id;
  servicePlanId = (await createServicePlan(t.db, organizationId, { name: 'Odd Plan' })).id;
});
afterAll(() => t.close());

const fingerprint = () =>
  databaseFingerprint(t.db, {
    ignoreTables: ['rate_limit_buckets', 'auth_throttles'],
    ignoreColumns: { access_tokens: ['last_used_at'] },
  });

/** The request must be refused with 422 naming `field` in the catalogue's words, and the database must be as it was. */
async function expectRefused(as: string, request: InjectOptions, field: string) {
  const label = `${request.method} ${request.url} ${request.payload === undefined ? '' : JSON.stringify(request.payload)}`;
  const before = await fingerprint();
  const response = await t.injectAs(as, request);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(422);
  const body = response.json<{ message: string; errors: Record<string, string[]> }>();
  expect(body.errors[field], `${label}: ${response.body.slice(0, 300)}`).toEqual([expect.any(String)]);
  expect(catalogueNumberMessages, label).toContain(body.errors[field]?.[0]);
  expect(changedTables(before, await fingerprint()), label).toEqual([]);
  return response;
}

describe('an id in the path', () => {
  const clientBody = {
    first_name: 'Renamed',
    last_name: 'Client',
    email: 'renamed-client@example.com',
    phone: '3035550100',
  };

  it('GET by id: other spellings of a real client id show nothing of the client', async () => {
    for (const raw of oddTexts(clientId)) {
      const response = await expectRefused(
        token,
        { method: 'GET', url: `/api/clients/${encodeURIComponent(raw)}` },
        'id',
      );
      expect(response.body).not.toContain('Oddly');
    }
    expect((await t.injectAs(token, { method: 'GET', url: `/api/clients/${clientId}` })).json()).toMatchObject({
      client: { first_name: 'Oddly' },
    });
  });

  it('PUT by id: a valid change sent to another spelling of the id changes nothing', async () => {
    for (const raw of oddTexts(clientId))
      await expectRefused(
        token,
        { method: 'PUT', url: `/api/clients/${encodeURIComponent(raw)}`, payload: clientBody },
        'id',
      );
    const saved = await t.injectAs(token, { method: 'PUT', url: `/api/clients/${clientId}`, payload: clientBody });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('DELETE by id: another spelling of a deletable plan id deletes nothing', async () => {
    for (const raw of oddTexts(servicePlanId))
      await expectRefused(token, { method: 'DELETE', url: `/api/service_plans/${encodeURIComponent(raw)}` }, 'id');
    const deleted = await t.injectAs(token, { method: 'DELETE', url: `/api/service_plans/${servicePlanId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('every route with an id in its path refuses every other spelling of it', async () => {
    const routes = t.app.apiRoutes.filter((route) =>
      [...route.url.matchAll(/:(\w+)/g)].some((match) => ID_PARAM.test(match[1] ?? '')),
    );
    expect(routes.length).toBeGreaterThan(40);
    const before = await fingerprint();
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const name of names.filter((param) => ID_PARAM.test(param))) {
        const urls = oddTexts(1).map((raw) =>
          route.url.replace(/:(\w+)/g, (_, param: string) =>
            param === name ? encodeURIComponent(raw) : param === 'zip' ? '80202' : '1',
          ),
        );
        const responses = await Promise.all(
          urls.map((url) =>
            t.injectAs(token, { method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} }),
          ),
        );
        responses.forEach((response, index) => {
          const where = `${route.method} ${urls[index]}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBe(422);
          expect(response.json<{ errors: Record<string, string[]> }>().errors[name], where).toEqual([
            expect.any(String),
          ]);
        });
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    // Some 1,500 requests: a busy two-core machine needs more than the usual 30 s.
  }, 120_000);
});

describe('an id in the query', () => {
  it('every query id refuses other spellings (filters and lookups)', async () => {
    const withQueryIds = t.app.apiRoutes
      .map((route) => ({
        route,
        names: fieldsOf((route.schema as Record<string, unknown> | undefined)?.querystring)
          .filter(
            (field) => field.pattern && new RegExp(field.pattern).test('12') && !new RegExp(field.pattern).test('012'),
          )
          .map((field) => field.name),
      }))
      .filter(({ route, names }) => names.length > 0 && !route.url.includes(':'));
    expect(withQueryIds.map(({ route }) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/clients',
        '/api/organization_subscription/estimated_charges',
        '/api/next_cleanup_day',
        '/api/shifts',
        '/api/commercial/locations',
      ]),
    );
    for (const { route, names } of withQueryIds) {
      for (const name of names) {
        for (const raw of oddTexts(1)) {
          const response = await t.injectAs(token, {
            method: route.method as 'GET',
            url: `${route.url}?${name}=${encodeURIComponent(raw)}`,
          });
          expect(response.statusCode, `${route.url}?${name}=${raw}: ${response.body.slice(0, 300)}`).toBe(422);
          expect(
            response.json<{ errors: Record<string, string[]> }>().errors[name],
            `${route.url}?${name}=${raw}`,
          ).toEqual([expect.any(String)]);
        }
      }
    }
  });

  it('organization_id, read before the route, follows the same rule in a query and in a body', async () => {
    for (const raw of oddTexts(organizationId))
      await expectRefused(
        token,
        { method: 'GET', url: `/api/clients?organization_id=${encodeURIComponent(raw)}` },
        'organization_id',
      );
    for (const value of [String(organizationId), true, organizationId + 0.5, INT4_OVERFLOW]) {
      await expectRefused(
        token,
        { method: 'POST', url: `/api/clients/${clientId}/notes`, payload: { organization_id: value, body: 'A note' } },
        'organization_id',
      );
    }
    expect(
      (await t.injectAs(token, { method: 'GET', url: `/api/clients?organization_id=${organizationId}` })).statusCode,
    ).toBe(200);
  });
});

describe('an id in a JSON body', () => {
  it('a body id list (a work area techs) takes only JSON integers', async () => {
    for (const value of oddJson(techUserId))
      await expectRefused(
        token,
        { method: 'PUT', url: `/api/work_areas/${workAreaId}/techs`, payload: { user_ids: [value] } },
        'user_ids.0',
      );
    const saved = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/work_areas/${workAreaId}/techs`,
      payload: { user_ids: [techUserId] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('pricing_plan_id on both subscribe routes and the plan change takes only a JSON integer within its column', async () => {
    const trial = await createOrganization(t.db, { access: 'trial', now: t.clock.now() });
    const trialOwner = await createUser(t.db, { organizationId: trial.id });
    const trialToken = await sessionTokenFor(t.db, trialOwner.id);
    const survey = await t.injectAs(trialToken, {
      method: 'PUT',
      url: '/api/register_organization/survey_step_questions',
      payload: {
        answers: [
          { organization_survey_question_id: 1, answer: 'A friend' },
          { organization_survey_question_id: 2, answer: '3' },
        ],
      },
    });
    expect(survey.statusCode, survey.body).toBe(200);
    const cardConnect = (pricing_plan_id: unknown) => ({
      pricing_plan_id,
      coupon: '',
      cc_token: '9418594164541111',
      expiry: '1230',
      name_on_card: 'Rita Runner',
      postal: '78701',
      cvv: '123',
    });
    const stripe = (pricing_plan_id: unknown) => ({
      pricing_plan_id,
      coupon: '',
      stripeToken: 'tok_visa',
      name_on_card: 'Rita Runner',
    });

    for (const value of oddJson(1)) {
      await expectRefused(
        trialToken,
        {
          method: 'PUT',
          url: '/api/organization_subscription/subscription/create_cardpoint',
          payload: cardConnect(value),
        },
        'pricing_plan_id',
      );
      await expectRefused(
        trialToken,
        { method: 'PUT', url: '/api/organization_subscription/subscription/create', payload: stripe(value) },
        'pricing_plan_id',
      );
      await expectRefused(
        trialToken,
        { method: 'PUT', url: '/api/organization_subscription/plan', payload: { pricing_plan_id: value } },
        'pricing_plan_id',
      );
    }
    for (const raw of oddTexts(1))
      await expectRefused(
        trialToken,
        {
          method: 'GET',
          url: `/api/organization_subscription/estimated_charges?pricing_plan_id=${encodeURIComponent(raw)}`,
        },
        'pricing_plan_id',
      );

    const subscribed = await t.injectAs(trialToken, {
      method: 'PUT',
      url: '/api/organization_subscription/subscription/create',
      payload: stripe(1),
    });
    expect(subscribed.json()).toEqual({ message: messages.subscriptionAdded });
  });
});

describe('every number the API takes', () => {
  interface JsonNode {
    type?: string | string[];
    minimum?: number;
    exclusiveMinimum?: number;
    maximum?: number;
    exclusiveMaximum?: number;
    [key: string]: unknown;
  }
  const INT4_MIN = -2_147_483_648;
  const INT4_MAX = 2_147_483_647;

  /** Every numeric node of a JSON Schema, with its path, through objects, arrays and unions. */
  function numericNodes(node: unknown, at: string): { at: string; node: JsonNode }[] {
    if (!node || typeof node !== 'object') return [];
    const schema = node as JsonNode;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const own = types.includes('integer') || types.includes('number') ? [{ at, node: schema }] : [];
    const children = Object.entries(schema).flatMap(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object')
        return Object.entries(value).flatMap(([name, child]) => numericNodes(child, `${at}.${name}`));
      if (key === 'items' || key === 'additionalProperties') return numericNodes(value, `${at}[]`);
      if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') && Array.isArray(value))
        return value.flatMap((child) => numericNodes(child, at));
      return [];
    });
    return [...own, ...children];
  }

  it('is bounded by its column: integers within int4 with a minimum, other numbers within stated limits', () => {
    const unbounded: string[] = [];
    for (const route of t.app.apiRoutes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
        if (!(schema instanceof z.ZodType)) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        for (const { at, node } of numericNodes(json, `${route.method} ${route.url} ${part}`)) {
          const max = node.maximum ?? node.exclusiveMaximum;
          const min = node.minimum ?? node.exclusiveMinimum;
          const isInteger = node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
          if (max === undefined || min === undefined || (isInteger && (max > INT4_MAX || min < INT4_MIN)))
            unbounded.push(`${at} (${min ?? '-∞'}..${max ?? '∞'})`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});
