/** Providers around the router: theme, data layer, panels, notifications. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiError, setUnauthorizedHandler } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { tokenStore } from '../lib/token-store.ts';
import { PanelsProvider } from '../lib/panels.tsx';
import { AppRoutes } from './router.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

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
