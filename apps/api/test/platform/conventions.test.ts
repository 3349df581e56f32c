import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildUnreadyApp } from '../support/unready-app.ts';

/** The HTTP conventions of DESIGN §4 that every client and operator relies on, whatever the feature. */

const INDEX_HTML =
  '<!doctype html><html><head><title>Employee Portal</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  // A stand-in for the built SPA, so the history-mode fallback is served as in production.
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ep-web-dist-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const header = (response: LightMyRequestResponse, name: string) => String(response.headers[name] ?? '');

describe('error answers', () => {
  it('answers JSON 404 { message } for unknown /api paths, for GET and POST, even with the SPA built', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.injectAs(null, {
        method,
        url: '/api/no/such/thing',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, method).toBe(404);
      expect(header(response, 'content-type')).toMatch(/^application\/json/);
      expect(response.json(), method).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 422 { message, errors: { field: [text] } } when validation fails', async () => {
    const response = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    for (const texts of Object.values(body.errors)) expect(texts).toEqual([expect.stringMatching(/\w/)]);
    expect(body.message).toBe(body.errors.email?.[0]);
  });

  it('answers 500 { message: "Server Error", request_id } without the error or its stack, with the id in x-request-id', async () => {
    const built = await buildUnreadyApp();
    try {
      built.app.get('/api/test-failure', { config: { access: { kind: 'public' } } }, () => {
        throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
      });
      await built.app.ready();
      const response = await built.app.inject({ method: 'GET', url: '/api/test-failure' });
      expect(response.statusCode).toBe(500);
      const body = response.json<{ message: string; request_id: string }>();
      expect(body).toEqual({ message: 'Server Error', request_id: expect.stringMatching(/^[\w-]{8,64}$/) });
      expect(header(response, 'x-request-id')).toBe(body.request_id);
      expect(response.body).not.toMatch(/hunter2|secret\.ts|\bat\b|stack/);

      // A caller's own request id (a proxy's) is kept so logs line up across hops; a malformed one is replaced.
      const traced = await built.app.inject({
        method: 'GET',
        url: '/api/test-failure',
        headers: { 'x-request-id': 'proxy-req-12345678' },
      });
      expect(traced.json()).toEqual({ message: 'Server Error', request_id: 'proxy-req-12345678' });
      expect(header(traced, 'x-request-id')).toBe('proxy-req-12345678');
      const forged = await built.app.inject({
        method: 'GET',
        url: '/api/test-failure',
        headers: { 'x-request-id': 'bad id\n<script>' },
      });
      expect(forged.json<{ request_id: string }>().request_id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await built.close();
    }
  });

  it('refuses to build an /api route that declares no access rule', async () => {
    const built = await buildUnreadyApp();
    try {
      await expect(async () => {
        built.app.get('/api/forgot-its-access-rule', () => ({ ok: true }));
        await built.app.ready();
      }).rejects.toThrow(/GET \/api\/forgot-its-access-rule declares no access rule/);
    } finally {
      await built.close().catch(() => undefined);
    }
  });
});

describe('health and docs', () => {
  it('answers /api/health { status: "ok" } only while the database answers', async () => {
    const built = await buildUnreadyApp();
    try {
      await built.app.ready();
      const healthy = await built.app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });

      // A health check that never touched the database would still say ok here; a load balancer must see the failure.
      await built.closeDatabase();
      const broken = await built.app.inject({ method: 'GET', url: '/api/health' });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toMatchObject({ message: 'Server Error' });
    } finally {
      await built.close();
    }
  });

  it('publishes OpenAPI 3 at /api/openapi.json with the login request body', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
            };
          }
        >
      >;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const schema = document.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema?.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serves the browsable docs at /api/docs as HTML', async () => {
    let url = '/api/docs';
    let response = await t.injectAs(null, { method: 'GET', url });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
      url = new URL(header(response, 'location'), `http://localhost${url}`).pathname;
      response = await t.injectAs(null, { method: 'GET', url });
    }
    expect(response.statusCode).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (response: LightMyRequestResponse, where: string) => {
    const policy = header(response, 'content-security-policy');
    const scriptSrc = policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc, `${where}: ${policy}`).toBe("script-src 'self'");
    expect(header(response, 'x-content-type-options'), where).toBe('nosniff');
    // Either header keeps other sites from framing the portal (clickjacking).
    expect(header(response, 'x-frame-options') || (/frame-ancestors [^;]+/.exec(policy)?.[0] ?? ''), where).toMatch(
      /SAMEORIGIN|DENY|frame-ancestors 'self'|frame-ancestors 'none'/i,
    );
  };

  it('sends them on API answers', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, '/api/health');
  });

  it('sends them on the SPA fallback, which serves index.html for client-side routes', async () => {
    const response = await t.injectAs(null, {
      method: 'GET',
      url: '/client/42/show',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
    expectSecurityHeaders(response, 'SPA fallback');
  });

  it('let other sites frame the public sign-up form, and only it', async () => {
    const form = await t.injectAs(null, {
      method: 'GET',
      url: '/sign_up/de0de0de0de0de0de0de0de0de0de0d1',
      headers: { accept: 'text/html' },
    });
    expect(form.body).toBe(INDEX_HTML);
    expect(header(form, 'content-security-policy')).toContain('frame-ancestors *');
    expect(form.headers['x-frame-options']).toBeUndefined();
    expect(header(form, 'content-security-policy')).toContain("script-src 'self'");
    const other = await t.injectAs(null, { method: 'GET', url: '/sign_up_not/x', headers: { accept: 'text/html' } });
    expectSecurityHeaders(other, 'lookalike path');
  });

  it("let the sign-up form and the directory listing load Google's tag, and no other page", async () => {
    const page = (url: string) => t.injectAs(null, { method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/sign_up/de0de0de0de0de0de0de0de0de0de0d1', '/directory/1']) {
      const policy = header(await page(url), 'content-security-policy');
      expect(policy, url).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
      expect(policy, url).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    }
    for (const url of ['/login', '/client/42/show', '/directory_not/1']) {
      const policy = header(await page(url), 'content-security-policy');
      expect(policy, url).not.toContain('google');
    }
  });
});
