import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@employee-portal/core/version';
import { Footer } from './footer.tsx';
import { PageLoading } from './page-loading.tsx';

/** Spec §1: signed-out visitors see the routed page alone, on a centred card. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="p" align="center" color="primary" sx={{ fontWeight: 600, mb: 2 }}>
              {PRODUCT_NAME}
            </Typography>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </CardContent>
        </Card>
      </Box>
      <Footer />
    </Box>
  );
}
