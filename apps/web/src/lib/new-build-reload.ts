import { BUILD_ID } from './build-version.ts';

export const CHUNK_RELOAD_KEY = 'employee-portal-chunk-reload';

/**
 * After a failed chunk: when the server now serves another build (its version.json; a deploy removed this tab's
 * files), reload once into it. The build reloaded into is remembered for the tab's session, so a page that fails in
 * the new build too shows its message instead of reloading again. True when a reload was started.
 */
export async function reloadIntoNewBuild(buildId = BUILD_ID): Promise<boolean> {
  if (buildId === 'dev') return false;
  try {
    const served = ((await (await fetch('/version.json', { cache: 'no-store' })).json()) as { build?: unknown }).build;
    if (typeof served !== 'string' || served === buildId || sessionStorage.getItem(CHUNK_RELOAD_KEY) === served)
      return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, served);
  } catch {
    // Unreadable build, or no storage to stop a second reload: the page shows its message instead.
    return false;
  }
  window.location.reload();
  return true;
}
