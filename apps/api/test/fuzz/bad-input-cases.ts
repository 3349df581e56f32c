import fc from 'fast-check';
import { z } from 'zod';
import type { ApiRouteEntry } from '../../src/platform/auth/authenticate.ts';

/** One request to throw at a route; `label` says what was tried, for the failure message. */
export interface BadRequest {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Generated at random: it may happen to be valid input, which the route rightly accepts and stores. */
  mayBeValid?: boolean;
}

type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';
interface FieldShape {
  name: string;
  type: FieldType;
  enumValues: unknown[];
  defaultValue?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}
interface JsonSchemaProperty {
  type?: unknown;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}
type Part = 'body' | 'querystring' | 'params';

const HUGE = 'a'.repeat(100_000);

/** JSON values that are wrong for any field: wrong types, sizes, unicode edge cases and injection payloads. */
export const BAD_JSON_VALUES: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['a number', 12_345],
  ['zero', 0],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['a huge number', 1e308],
  ['an int4 overflow', 2_147_483_648],
  ['an object', { nested: 'value' }],
  ['an array', ['a', 1]],
  ['an empty array', []],
  ['an empty string', ''],
  ['whitespace', '   '],
  ['a 100k string', HUGE],
  ['a 100k emoji string', '💩'.repeat(50_000)],
  ['emoji', '😀👍🏽🎉'],
  ['an RTL override', '\u202Eevil\u202C'],
  ['Arabic text', 'مرحبا بالعالم'],
  ['a NUL byte', 'fuzz\u0000value'],
  ['a lone high surrogate', 'a\uD800b'],
  ['a lone low surrogate', '\uDFFF'],
  ['zero-width characters', '\u200B\uFEFF'],
  ['SQL tautology', "' OR 1=1 --"],
  ['SQL drop', "'; DROP TABLE users; --"],
  ['SQL sleep', '1; SELECT pg_sleep(10) --'],
  ['SQL in an e-mail', "x' OR '1'='1@example.com"],
  ['HTML script', '<script>alert(1)</script>'],
  ['HTML attribute', '"><img src=x onerror=alert(1)>'],
  ['a number-like string', '12abc'],
  ['a 20-digit string', '99999999999999999999'],
  ['a negative string', '-1'],
];

// Query strings and path segments are text on the wire: these are already URL-encoded, so that bytes no
// JavaScript string can carry (invalid UTF-8, encoded lone surrogates, broken escapes) reach the server too.
const BAD_URL_VALUES: readonly (readonly [string, string])[] = [
  ['letters', 'abc'],
  ['empty', ''],
  ['a number-like string', '12abc'],
  ['zero', '0'],
  ['negative', '-1'],
  ['a fraction', '1.5'],
  ['an int4 overflow', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['an exponent', '1e3'],
  ['the word null', 'null'],
  ['hexadecimal', '0x1'],
  ['a plus sign', '%2B1'],
  ['a leading zero', '01'],
  ['a whole fraction', '1.0'],
  ['the word true', 'true'],
  ['a 100k string', HUGE],
  ['emoji', encodeURIComponent('😀👍🏽')],
  ['an RTL override', encodeURIComponent('\u202Eevil')],
  ['a NUL byte', 'fuzz%00value'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['a broken escape', '%'],
  ['a bad escape', '%zz'],
  ['SQL tautology', encodeURIComponent("' OR 1=1 --")],
  ['SQL drop', encodeURIComponent("'; DROP TABLE users; --")],
  ['HTML script', encodeURIComponent('<script>alert(1)</script>')],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
];

const WHOLE_BODY_GARBAGE: readonly (readonly [string, string | Buffer, string])[] = [
  ['non-JSON with a JSON content type', '{"email": ', 'application/json'],
  ['an empty body with a JSON content type', '', 'application/json'],
  ['an array body', '[]', 'application/json'],
  ['an array of objects', '[{"email":"a@example.com"}]', 'application/json'],
  ['a JSON null body', 'null', 'application/json'],
  ['a JSON string body', '"just text"', 'application/json'],
  ['a JSON number body', '42', 'application/json'],
  ['deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'application/json'],
  ['a deeply nested object', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 'application/json'],
  ['a __proto__ key', '{"__proto__":{"admin":true}}', 'application/json'],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}', 'application/json'],
  [
    'invalid UTF-8 bytes',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    'application/json',
  ],
  ['a body over the 1 MB limit', JSON.stringify({ padding: 'x'.repeat(1_200_000) }), 'application/json'],
  ['plain text', 'email=x&password=y', 'text/plain'],
  ['a form body', 'email=x&password=y', 'application/x-www-form-urlencoded'],
];

const WHOLE_QUERY_GARBAGE: readonly (readonly [string, string])[] = [
  ['an empty query', '?'],
  ['only separators', '?&&&'],
  ['a key-less value', '?=x'],
  ['a broken escape', '?%'],
  ['a __proto__ key', '?__proto__=1&constructor=x'],
  ['1000 parameters', `?${Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&')}`],
];

/** Field names and types of a Zod object schema, through its JSON Schema (what clients see in OpenAPI too). */
export function fieldsOf(schema: unknown): FieldShape[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    type:
      typeof property.type === 'string' &&
      ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(property.type)
        ? (property.type as FieldType)
        : 'unknown',
    enumValues: property.enum ?? [],
    defaultValue: property.default,
    minimum: property.minimum,
    maximum: property.maximum,
    maxLength: property.maxLength,
    pattern: property.pattern,
  }));
}

/**
 * A well-formed value that points at nothing: an e-mail of nobody, a token that was never issued, an id far above
 * any row. Mutating one field of such a base still leaves every other field plausible, so the bad field is what
 * the server has to cope with.
 */
function sampleValue(field: FieldShape): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.enumValues.length > 0) return field.enumValues[0];
  switch (field.type) {
    case 'integer':
    case 'number':
      return Math.max(field.minimum ?? 1, Math.min(field.maximum ?? 987_654_321, 987_654_321));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      // An id in a path or query is text of its own pattern (core's idParam): a far-off id, so the other fields are what is probed.
      if (field.pattern && new RegExp(field.pattern).test('987654321')) return '987654321';
      return (field.name.includes('email') ? 'fuzz-nobody@example.com' : 'fuzz-sample-value').slice(
        0,
        field.maxLength ?? 255,
      );
  }
}

const schemaPart = (route: ApiRouteEntry, part: Part): unknown =>
  (route.schema as Record<string, unknown> | undefined)?.[part];
const takesBody = (route: ApiRouteEntry) => route.method !== 'GET' && route.method !== 'HEAD';
const pathParams = (route: ApiRouteEntry) => [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** Members may name their organization in the body or query (spec §7): the auth hook reads it before validation. */
function fieldsFor(route: ApiRouteEntry, part: 'body' | 'querystring'): FieldShape[] {
  const fields = fieldsOf(schemaPart(route, part));
  const carriesOrganization =
    route.access.kind === 'member' && (part === 'body' ? takesBody(route) : !takesBody(route));
  if (carriesOrganization && !fields.some((field) => field.name === 'organization_id'))
    fields.push({ name: 'organization_id', type: 'integer', enumValues: [] });
  return fields;
}

function pathWith(route: ApiRouteEntry, values: Record<string, string> = {}): string {
  const params = fieldsOf(schemaPart(route, 'params'));
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name];
    const shape = params.find((field) => field.name === name);
    return encodeURIComponent(String(shape ? sampleValue(shape) : '987654321'));
  });
}

const sampleObject = (fields: FieldShape[]) =>
  Object.fromEntries(fields.map((field) => [field.name, sampleValue(field)]));
const queryString = (entries: [string, string][]) =>
  entries.length === 0 ? '' : `?${entries.map(([key, raw]) => `${encodeURIComponent(key)}=${raw}`).join('&')}`;
const sampleQuery = (fields: FieldShape[]): [string, string][] =>
  fields.map((field) => [field.name, encodeURIComponent(String(sampleValue(field)))]);

/** Every hand-written bad input for one route: per field, per part, and whole-body and whole-query garbage. */
export function badRequestsFor(route: ApiRouteEntry): BadRequest[] {
  const requests: BadRequest[] = [];
  const bodyFields = fieldsFor(route, 'body');
  const queryFields = fieldsFor(route, 'querystring');
  const path = pathWith(route);
  const baseQuery = queryString(sampleQuery(queryFields));
  const baseBody = takesBody(route) ? JSON.stringify(sampleObject(bodyFields)) : undefined;
  const json = (label: string, url: string, body: unknown): BadRequest => ({
    label,
    method: route.method,
    url,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });

  if (takesBody(route)) {
    for (const field of bodyFields) {
      const { [field.name]: _omitted, ...withoutField } = sampleObject(bodyFields);
      // Spec §7: organization_id is sent only when set; without it the request is valid and may change data.
      if (field.name !== 'organization_id')
        requests.push(json(`body without ${field.name}`, path + baseQuery, withoutField));
      for (const [label, value] of BAD_JSON_VALUES) {
        // A null or empty organization_id means "not set" (spec §7 drops nulls): valid, and it may change data.
        if (field.name === 'organization_id' && (value === null || value === '')) continue;
        requests.push(
          json(`body.${field.name} = ${label}`, path + baseQuery, { ...sampleObject(bodyFields), [field.name]: value }),
        );
      }
    }
    requests.push(json('an empty object body', path + baseQuery, {}));
    requests.push(
      json('unknown extra fields', path + baseQuery, {
        ...sampleObject(bodyFields),
        is_admin: true,
        role_name: 'Owner',
        id: 1,
      }),
    );
    for (const [label, payload, contentType] of WHOLE_BODY_GARBAGE)
      requests.push({ label, method: route.method, url: path + baseQuery, payload, contentType });
  }

  for (const field of queryFields) {
    const others = sampleQuery(queryFields).filter(([key]) => key !== field.name);
    const withOthers = (entries: [string, string][]) => ({
      method: route.method,
      url: path + queryString([...others, ...entries]),
      payload: baseBody,
      contentType: baseBody ? 'application/json' : undefined,
    });
    requests.push({ label: `query without ${field.name}`, ...withOthers([]) });
    for (const [label, raw] of BAD_URL_VALUES)
      requests.push({ label: `query ${field.name} = ${label}`, ...withOthers([[field.name, raw]]) });
    requests.push({
      label: `query ${field.name} given twice`,
      ...withOthers([
        [field.name, '1'],
        [field.name, 'abc'],
      ]),
    });
    requests.push({ label: `query ${field.name}[] bracket form`, ...withOthers([[`${field.name}[]`, '1']]) });
  }
  for (const [label, raw] of WHOLE_QUERY_GARBAGE)
    requests.push({
      label: `query: ${label}`,
      method: route.method,
      url: path + raw,
      payload: baseBody,
      contentType: baseBody ? 'application/json' : undefined,
    });

  for (const name of pathParams(route)) {
    for (const [label, raw] of [...BAD_URL_VALUES, ['a 1000-character segment', 'x'.repeat(1000)] as const]) {
      if (raw === '') continue; // An empty segment is another URL (a 404 of the router), covered by the 404 tests.
      requests.push({
        label: `path :${name} = ${label}`,
        method: route.method,
        url: pathWith(route, { [name]: raw }) + baseQuery,
        payload: baseBody,
        contentType: baseBody ? 'application/json' : undefined,
      });
    }
  }
  return requests;
}

/** Random requests for one route: arbitrary JSON bodies and query strings, biased toward the route's own field names. */
export function randomRequestFor(route: ApiRouteEntry): fc.Arbitrary<BadRequest> {
  const bodyNames = fieldsFor(route, 'body').map((field) => field.name);
  const queryNames = fieldsFor(route, 'querystring').map((field) => field.name);
  const key = (names: string[]) => (names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string()) : fc.string());
  const body = takesBody(route)
    ? fc.oneof(fc.anything(), fc.object(), fc.dictionary(key(bodyNames), fc.anything()))
    : fc.constant(undefined);
  const query = fc.dictionary(
    key(queryNames),
    fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.integer().map(String), fc.double().map(String)),
    { maxKeys: 5 },
  );
  return fc.record({ body, query }).map(({ body: value, query: entries }) => {
    const search = new URLSearchParams(Object.entries(entries)).toString();
    const payload = value === undefined ? undefined : (JSON.stringify(value) ?? undefined);
    return {
      label: `random body ${String(payload).slice(0, 200)} and query ?${search.slice(0, 200)}`,
      method: route.method,
      url: pathWith(route) + (search ? `?${search}` : ''),
      payload,
      contentType: payload === undefined ? undefined : 'application/json',
      mayBeValid: true,
    };
  });
}
