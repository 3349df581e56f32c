/**
 * The build this tab runs (spec §4 "Stored app version differing from the current forces a hard reload", and the
 * new-version event). 'dev' (the Vite dev server, unit tests) turns both checks off.
 */
export const BUILD_ID: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

export const isDevBuild = BUILD_ID === 'dev';

export const STORED_BUILD_KEY = 'employee-portal-build';

/** True when an announced build differs from the running one, so the refresh dialog should open. */
export const isNewerBuildAnnounced = (announced: string) => !isDevBuild && announced !== BUILD_ID;

interface StaleBuildCheck {
  buildId?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * On start: a stored build id other than the running one means this tab started from a cached page or chunk of an
 * older deploy, so reload once from the server. The new id is stored (and read back) first, so a storage that
 * refuses writes can never cause a reload loop. Returns true when a reload was started.
 */
export function reloadIfStaleBuild({
  buildId = BUILD_ID,
  storage,
  reload = () => window.location.reload(),
}: StaleBuildCheck = {}): boolean {
  if (buildId === 'dev') return false;
  try {
    const store = storage ?? localStorage;
    const stored = store.getItem(STORED_BUILD_KEY);
    if (stored === buildId) return false;
    store.setItem(STORED_BUILD_KEY, buildId);
    if (stored === null || store.getItem(STORED_BUILD_KEY) !== buildId) return false;
    reload();
    return true;
  } catch {
    // Storage blocked (private mode, policy): run the current build without the check.
    return false;
  }
}
