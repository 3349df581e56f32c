import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkedKey, type FileStorage } from './file-storage.ts';

/**
 * Files in a folder (by default under the data directory): each key is a file, its content type in a sidecar, so a
 * server with no object store keeps photos across restarts. Written through a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function createFolderStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key));
    // The key pattern already forbids '..'; this keeps the promise if the pattern ever loosens.
    if (!file.startsWith(base + path.sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return file;
  };
  const typeOf = (file: string) => `${file}.content-type`;

  async function writeAtomically(file: string, data: Buffer | string) {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(typeOf(file), contentType);
      await writeAtomically(file, bytes);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(typeOf(file), 'utf8')]);
        return { bytes, content_type: contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(typeOf(file), { force: true });
    },
  };
}
