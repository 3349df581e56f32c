import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept for later use (a provider's OAuth tokens), sealed with AES-256-GCM: a stolen database or backup reveals
 * nothing without the key, and a changed byte fails to open instead of yielding a wrong token.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const KEY_FILE = 'secrets.key';

/**
 * The key: `SECRETS_KEY` (32 bytes, base64 or hex) where set, which several instances on separate machines must share;
 * else a key made once in the data directory, so a single server keeps working across restarts without setup.
 */
export function loadSecretsKey(options: { secretsKey: string | undefined; dataDir: string }): Buffer {
  if (options.secretsKey) {
    const raw = options.secretsKey.trim();
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64 or hex encoded');
    return key;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, KEY_FILE);
  try {
    // 'wx' fails when the file exists: two instances starting together keep the first one's key.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

const boxes = new Map<string, SecretBox>();

/** One box per key source, read once per process. */
export function secretBoxFor(options: { secretsKey: string | undefined; dataDir: string }): SecretBox {
  const cacheKey = `${options.secretsKey ?? ''}|${options.dataDir}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = createSecretBox(loadSecretsKey(options));
    boxes.set(cacheKey, box);
  }
  return box;
}

/** The server's box, from the configured key or the data directory's. */
export const secretBoxOf = (config: { secretsKey: string | undefined; dataDir: string }) =>
  secretBoxFor({ secretsKey: config.secretsKey, dataDir: config.dataDir });
