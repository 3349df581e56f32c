import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasActiveAccess } from '@employee-portal/core/access/subscription';
import { mustChangePassword } from '@employee-portal/core/routes/guards';
import { useSessionStore } from '../../lib/session-store.ts';
import { SubscriptionBanner } from '../../features/subscription/index.ts';
import { Footer } from '../footer.tsx';
import { PageLoading } from '../page-loading.tsx';
import { ShellPageBoundary } from './shell-page-boundary.tsx';
import { DRAWER_BREAKPOINT_PX } from '../theme.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { NewVersionDialog } from './new-version-dialog.tsx';
import { PlanLimitDialog } from './plan-limit-dialog.tsx';
import { BrandedTheme } from './branded-theme.tsx';
import { TopBar } from './top-bar.tsx';
import { useMinuteClock } from './use-clock.ts';
import { useLiveEvents } from './use-live-events.ts';

function SignedInShell({ user, token }: { user: SignedInUser; token: string }) {
  // noSsr reads the real width on the first render, so narrow screens never flash an open drawer.
  const wide = useMediaQuery(`(min-width:${DRAWER_BREAKPOINT_PX}px)`, { noSsr: true });
  const [drawer, setDrawer] = useState({ wide, open: wide });
  // Crossing the breakpoint resets the drawer to that width's default (spec §2: closed under 1264 px).
  if (drawer.wide !== wide) setDrawer({ wide, open: wide });
  const now = useMinuteClock();
  // A first login reaches nothing but /change_password: no drawer, bell or live events, whose links and calls the
  // guards and the API would refuse.
  const passwordChangeDue = mustChangePassword(user);
  const live = useLiveEvents(token, user.organization_id, !passwordChangeDue);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        user={user}
        active={hasActiveAccess(user, now)}
        passwordChangeDue={passwordChangeDue}
        live={live.connected}
        drawerOpen={drawer.open}
        onToggleDrawer={() => setDrawer({ wide, open: !drawer.open })}
      />
      {!passwordChangeDue && (
        <NavDrawer
          user={user}
          now={now}
          open={drawer.open}
          docked={wide}
          onClose={() => setDrawer({ wide, open: false })}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <SubscriptionBanner user={user} now={now} />
        {/* Keyed by session and organization: after a switch every page starts afresh, as a reload would (spec §4). */}
        <Box component="main" key={`${token}:${user.organization_id}`} sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <ShellPageBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ShellPageBoundary>
        </Box>
        <Footer />
      </Box>
      <NewVersionDialog open={live.newVersionAvailable} />
      {!passwordChangeDue && <PlanLimitDialog user={user} />}
    </Box>
  );
}

/** The signed-in layout: top bar, left drawer, the routed page and the footer. Loaded lazily, never by /login. */
export function AppShell() {
  const user = useSessionStore((state) => state.user);
  const token = useSessionStore((state) => state.token);
  if (!user || !token) return <PageLoading />;
  return (
    <BrandedTheme primary={user.branding_primary_color ?? null}>
      <SignedInShell user={user} token={token} />
    </BrandedTheme>
  );
}
