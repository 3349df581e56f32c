/** What stores the files people upload (job photos): a folder by default, S3-compatible storage by configuration. */
export interface StoredFile {
  bytes: Buffer;
  content_type: string;
}

export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are ours (feature prefix and random hex), never a user's file name; anything else is refused so a key can
 * neither climb out of the folder nor name an unexpected object in the bucket.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*(\.[a-z0-9]+)?$/;

export function checkedKey(key: string): string {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
