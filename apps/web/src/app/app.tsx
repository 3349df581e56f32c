import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationProvider } from '../components/notifications/notification-provider.tsx';
import { queryClient } from './query-client.ts';
import { RoutedPageBoundary } from './page-error-boundary.tsx';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';
import { useRefreshUserOnStart } from './use-refresh-user-on-start.ts';

function SessionRefresh() {
  useRefreshUserOnStart();
  return null;
}

export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <NotificationProvider>
            <SessionRefresh />
            <BrowserRouter>
              {/* Last resort, for the shell's own chunk: a page's failure is caught inside the shell. */}
              <RoutedPageBoundary>
                <AppRoutes />
              </RoutedPageBoundary>
            </BrowserRouter>
          </NotificationProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
