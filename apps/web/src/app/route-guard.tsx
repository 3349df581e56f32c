import { Suspense, useEffect, useRef } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { guardRedirect } from '@employee-portal/core/routes/guards';
import { pageTitle, routeTable, type RouteDefinition } from '@employee-portal/core/routes/route-table';
import { useSessionStore } from '../lib/session-store.ts';
import { judgesNavigationOnly } from './navigation-only-guards.ts';
import { PageLoading } from './page-loading.tsx';

/** The route table flattened for matching: React Router ranks the paths, so '*' only wins when nothing else does. */
const guardRoutes: RouteObject[] = routeTable.map((route) => ({ path: route.path, handle: route }));

function currentRoute(pathname: string): RouteDefinition | undefined {
  const handle: unknown = matchRoutes(guardRoutes, pathname)?.at(-1)?.route.handle;
  return handle ? (handle as RouteDefinition) : undefined;
}

/**
 * Applies core's navigation guards before anything of the target route renders, including its layout: a signed-out
 * visitor opening a deep link is sent to /login without downloading the shell. It re-runs whenever the session
 * changes, so a logout or a 401 anywhere lands on /login.
 */
export function RouteGuard() {
  const location = useLocation();
  const hasToken = useSessionStore((state) => state.token !== null);
  const user = useSessionStore((state) => state.user);
  // The history entry whose page was shown: a session change while on it keeps the navigation-only guards quiet.
  const shownEntry = useRef<string | null>(null);

  const target = currentRoute(location.pathname);
  const guarded = target ? guardRedirect(target, { hasToken, user }) : null;
  // Reading the ref here is safe: it changes only in the effect below, after the entry's page was committed.
  const redirect =
    target && guarded && judgesNavigationOnly(target, guarded) && shownEntry.current === location.key ? null : guarded;
  const title = target && !redirect ? pageTitle(target) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (redirect === null) shownEntry.current = location.key;
  }, [redirect, location.key]);

  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
