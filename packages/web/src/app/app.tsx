/** Providers around the router: theme, data layer, panels, notifications. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiError, NetworkError, setUnauthorizedHandler } from '../lib/api.ts';
import { tokenStore } from '../lib/token-store.ts';
import { PanelsProvider } from '../lib/panels.tsx';
import { AppRoutes } from './router.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Network failures are retried quietly; answers with a code are not.
      retry: (count, error) => error instanceof NetworkError && count < 3,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});

// An invalid token: forget it and the user (spec §4), everywhere at once.
setUnauthorizedHandler(() => {
  tokenStore.clear();
  queryClient.setQueryData(['me'], undefined);
  void queryClient.invalidateQueries({ queryKey: ['me'] });
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <PanelsProvider>
          <BrowserRouter>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </PanelsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export { ApiError };
