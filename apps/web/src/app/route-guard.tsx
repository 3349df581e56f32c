import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { guardRedirect } from '@employee-portal/core/routes/guards';
import { pageTitle, routeTable, type RouteDefinition } from '@employee-portal/core/routes/route-table';
import { useSessionStore } from '../lib/session-store.ts';
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
  const { pathname } = useLocation();
  const hasToken = useSessionStore((state) => state.token !== null);
  const user = useSessionStore((state) => state.user);

  const target = currentRoute(pathname);
  const redirect = target ? guardRedirect(target, { hasToken, user }) : null;
  const title = target && !redirect ? pageTitle(target) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
