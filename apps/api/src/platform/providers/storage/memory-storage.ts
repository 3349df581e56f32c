import { checkedKey, type FileStorage, type StoredFile } from './file-storage.ts';

/** Files held in memory: what tests use, so no test writes into the data directory. */
export function createMemoryStorage(): FileStorage & { files: Map<string, StoredFile> } {
  const files = new Map<string, StoredFile>();
  return {
    files,
    async put(key, bytes, contentType) {
      files.set(checkedKey(key), { bytes: Buffer.from(bytes), content_type: contentType });
    },
    async get(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkedKey(key));
    },
  };
}
