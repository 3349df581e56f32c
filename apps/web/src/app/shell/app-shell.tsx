import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSessionStore } from '../../lib/session-store.ts';
import { Footer } from '../footer.tsx';
import { PageLoading } from '../page-loading.tsx';
import { DRAWER_BREAKPOINT_PX } from '../theme.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in layout: top bar, left drawer, the routed page and the footer. Loaded lazily, never by /login. */
export function AppShell() {
  const user = useSessionStore((state) => state.user);
  // noSsr reads the real width on the first render, so narrow screens never flash an open drawer.
  const wide = useMediaQuery(`(min-width:${DRAWER_BREAKPOINT_PX}px)`, { noSsr: true });
  const [drawer, setDrawer] = useState({ wide, open: wide });
  // Crossing the breakpoint resets the drawer to that width's default (spec §2: closed under 1264 px).
  if (drawer.wide !== wide) setDrawer({ wide, open: wide });

  if (!user) return <PageLoading />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar user={user} drawerOpen={drawer.open} onToggleDrawer={() => setDrawer({ wide, open: !drawer.open })} />
      <NavDrawer user={user} open={drawer.open} docked={wide} onClose={() => setDrawer({ wide, open: false })} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
