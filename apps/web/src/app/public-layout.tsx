import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { PRODUCT_NAME } from '@employee-portal/core/version';
import { Footer } from './footer.tsx';
import { PageLoading } from './page-loading.tsx';
import { RoutedPageBoundary } from './page-error-boundary.tsx';

/** The sign-up steps lay out two fields a row and a stepper; the other public pages are one narrow column. */
const WIDE_PAGES = new Set([pathTo('organization_onboarding')]);

/** Spec §1: signed-out visitors see the routed page alone, on a centred card. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: WIDE_PAGES.has(pathname) ? 760 : 440 }} elevation={3}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="p" align="center" color="primary" sx={{ fontWeight: 600, mb: 2 }}>
              {PRODUCT_NAME}
            </Typography>
            <RoutedPageBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RoutedPageBoundary>
          </CardContent>
        </Card>
      </Box>
      <Footer />
    </Box>
  );
}
