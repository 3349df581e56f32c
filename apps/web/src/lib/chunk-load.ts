/**
 * Pages are lazily loaded chunks (DESIGN §7). A chunk can fail to arrive: the network dropped, or a deploy replaced
 * the build this tab started with, whose hashed files are gone. Spec §8 names the failures; §9 bounds the wait.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_ERROR, CSS_CHUNK_LOAD_FAILED, SCRIPT_LOAD_TIMEOUT_MS } from '@employee-portal/core/script-loading';

export type ChunkFailure = 'script' | 'stylesheet';

/** What browsers say when a dynamic import fails (Chromium, Safari, Firefox), and Vite when a page's CSS does. */
const SCRIPT_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const STYLESHEET_FAILURE = /Unable to preload CSS/i;

/** Whether an error is a page chunk that failed to load, and of which kind; null for any other error. */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (!(error instanceof Error)) return null;
  if ((error as { code?: unknown }).code === CSS_CHUNK_LOAD_FAILED || STYLESHEET_FAILURE.test(error.message))
    return 'stylesheet';
  if (error.name === CHUNK_LOAD_ERROR || SCRIPT_FAILURE.test(error.message)) return 'script';
  return null;
}

/** The error spec §8 reports: ChunkLoadError for a script, code CSS_CHUNK_LOAD_FAILED for a stylesheet. */
export function chunkLoadError(kind: ChunkFailure, cause?: unknown): Error {
  const error = new Error(`Loading a page ${kind} failed`, { cause });
  if (kind === 'script') error.name = CHUNK_LOAD_ERROR;
  else Object.assign(error, { code: CSS_CHUNK_LOAD_FAILED });
  return error;
}

/**
 * A dynamic import that settles within the time-out: past it, or on a load failure, it rejects with spec §8's error.
 * Any other failure (the module threw while starting) passes through as it is.
 */
export function loadChunk<Module>(
  importer: () => Promise<Module>,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkLoadError('script')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const kind = chunkFailureOf(error);
        reject(kind ? chunkLoadError(kind, error) : error);
      },
    );
  });
}

/** React.lazy over loadChunk: every page of the route table and the shell load this way. */
export const lazyPage = <Page extends ComponentType>(
  importer: () => Promise<{ default: Page }>,
): LazyExoticComponent<Page> => lazy(() => loadChunk(importer));
