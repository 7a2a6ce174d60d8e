// Mantine's styles per component, the rest with the screens that use them (decision 0101).
import './styles/base.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, endSession } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { cssVariablesResolver, theme } from './lib/theme';

setUnauthorizedHandler(endSession);
// zod's Indonesian texts come with the shared schemas (packages/shared/src/zod.ts), not from here:
// installing them here would put zod into the first page every customer loads.

// The toast container arrives after the first paint: no page needs it to render (lib/notify.ts
// loads the same module, so toasts raised before it mounts are shown once it does).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-center" limit={20} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
