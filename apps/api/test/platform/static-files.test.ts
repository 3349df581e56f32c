import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * How the built web app goes out (issue 12 points 8 and 11): files by Accept-Encoding from the copies the build
 * compressed, long caching only for hashed assets, 404 for a file that is not there, and API JSON compressed above
 * a kilobyte.
 */

const INDEX_HTML = `<!doctype html><html><head><title>Employee Portal</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
let t: TestApp;
let webDistDir: string;

/** What the web build writes: each text file with its .br and .gz copies. */
function writeBuilt(relative: string, content: string) {
  const file = path.join(webDistDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ep-web-dist-'));
  writeBuilt('index.html', INDEX_HTML);
  writeBuilt('assets/index-abc123.js', SCRIPT);
  t = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('a file that is not there', () => {
  it('answers 404, not the app page, anywhere under /assets and for any path with a file extension', async () => {
    for (const url of [
      '/assets/index-gone1234.js',
      '/assets/style-gone.css',
      '/assets/',
      '/assets/nested/thing',
      '/favicon.ico',
      '/robots.txt',
      '/client/42/photo.png',
      '/index-abc123.js.map',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('still lets a page of the app load by its path, whatever it looks like', async () => {
    for (const url of [
      '/login',
      '/client/42/show',
      '/sign_up/de0de0de0de0de0de0de0de0de0de0d1',
      '/reset_password/abc-DEF_123',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('built files by Accept-Encoding', () => {
  it('sends the brotli copy to a client that accepts br, the gzip one to a gzip-only client and the raw file otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity']) {
      const raw = await get('/assets/index-abc123.js', acceptEncoding);
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body).toBe(SCRIPT);
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate the app page every time', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is no document: the page's policy headers stay on the page, the ones that guard a script stay on it.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/login')).headers['content-security-policy']).toContain("script-src 'self'");
    for (const acceptEncoding of [undefined, 'br']) {
      const page = await get('/clients', acceptEncoding);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('sends the app page compressed too', async () => {
    const page = await get('/login', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    const raw = await get('/login');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(INDEX_HTML);
  });
});

describe('API answers', () => {
  it('compresses JSON over a kilobyte for a client that accepts it, and leaves small answers and other clients alone', async () => {
    const openApi = await get('/api/openapi.json', 'br');
    expect(openApi.statusCode).toBe(200);
    expect(openApi.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(openApi.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);

    const raw = await get('/api/openapi.json');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.json()).toEqual(document);

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
