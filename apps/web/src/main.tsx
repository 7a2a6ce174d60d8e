// Mantine's styles per component, the rest with the screens that use them (decision 0101).
import './styles/base.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
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

/**
 * Mounts the toast container once the page has loaded: its six chunks would otherwise take the
 * browser's six connections while the page's own chunks wait (decision 0110).
 */
function LateNotifications() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={20} />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LateNotifications />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
