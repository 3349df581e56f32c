import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type RecordedRequest, type StandInAnswer } from '../../../../test/support/http-stand-in.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x80]);

describe('folder storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and deletes a file with its content type', async () => {
    const storage = createFolderStorage(path.join(root, 'files'));
    await storage.put('job-photos/abc123.png', PNG, 'image/png');
    expect(await storage.get('job-photos/abc123.png')).toEqual({ bytes: PNG, content_type: 'image/png' });
    await storage.delete('job-photos/abc123.png');
    expect(await storage.get('job-photos/abc123.png')).toBeNull();
    await storage.delete('job-photos/abc123.png');
  });

  it('refuses keys that would leave the folder or are not ours', async () => {
    const storage = createFolderStorage(path.join(root, 'files'));
    for (const key of ['../escape.png', 'a/../../b', '/etc/passwd', 'Photo 1.png', 'a\\b', '', 'a//b'])
      await expect(storage.put(key, PNG, 'image/png')).rejects.toThrow('Not a storage key');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Not a storage key');
    expect(await readdir(root)).not.toContain('escape.png');
  });

  it('answers null for a key never stored', async () => {
    expect(await createFolderStorage(path.join(root, 'empty')).get('job-photos/none.png')).toBeNull();
  });
});

/**
 * The S3 adapter against a stand-in answering as S3's API reference says: PutObject is `PUT /{Bucket}/{Key}` (path
 * style) with the bytes as body and Content-Type, answering 200 with an ETag; GetObject is `GET /{Bucket}/{Key}`
 * answering 200 with the bytes and the stored Content-Type, or 404 with an XML `NoSuchKey` error; DeleteObject is
 * `DELETE /{Bucket}/{Key}` answering 204. Requests are signed with AWS Signature Version 4.
 */
describe('S3-compatible storage', () => {
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  let standIn: Awaited<ReturnType<typeof startStandIn>>;

  function s3(request: RecordedRequest): StandInAnswer {
    const key = decodeURIComponent(new URL(request.url, 'http://stand-in').pathname);
    if (request.method === 'PUT') {
      objects.set(key, { bytes: request.bytes, type: String(request.headers['content-type']) });
      return { status: 200, raw: '', headers: { etag: '"d41d8cd98f00b204e9800998ecf8427e"' } };
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return { status: 204, raw: '', headers: {} };
    }
    const found = objects.get(key);
    if (!found)
      return {
        status: 404,
        headers: { 'content-type': 'application/xml' },
        raw: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key><RequestId>1</RequestId></Error>`,
      };
    return {
      status: 200,
      headers: { 'content-type': found.type, 'content-length': String(found.bytes.length), etag: '"1"' },
      raw: found.bytes,
    };
  }

  beforeAll(async () => {
    standIn = await startStandIn(s3);
  });
  afterEach(() => {
    standIn.requests.length = 0;
  });
  afterAll(() => standIn.close());

  const storage = () =>
    createS3Storage({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: standIn.url,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: true,
      prefix: 'demo/',
    });

  it('puts the bytes under bucket and key, signed, and gets them back with the content type', async () => {
    await storage().put('job-photos/abc123.png', PNG, 'image/png');
    const [put] = standIn.requests;
    expect(put?.method).toBe('PUT');
    expect(new URL(put?.url ?? '', 'http://x').pathname).toBe('/portal-files/demo/job-photos/abc123.png');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(String(put?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\//);
    expect(put?.bytes.equals(PNG)).toBe(true);

    expect(await storage().get('job-photos/abc123.png')).toEqual({ bytes: PNG, content_type: 'image/png' });
  });

  it('answers null for a missing object and deletes', async () => {
    expect(await storage().get('job-photos/missing.png')).toBeNull();
    await storage().delete('job-photos/abc123.png');
    expect(standIn.requests.at(-1)?.method).toBe('DELETE');
    expect(await storage().get('job-photos/abc123.png')).toBeNull();
  });

  it('refuses a key that is not ours before asking the bucket', async () => {
    await expect(storage().put('../other-bucket/x', PNG, 'image/png')).rejects.toThrow('Not a storage key');
    expect(standIn.requests).toHaveLength(0);
  });
});
