/** Spec §9 "Script load time-out 120000 ms": a page's script, or the card processor's, has failed after this long. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Spec §8: what a page whose script did not load is reported as. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
/** Spec §8: what a page whose stylesheet did not load is reported as. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
