/**
 * The providers every screen renders in, once: the browser (main.tsx) and the build's prerender
 * (prerender.tsx) render the same tree, so that the browser can hydrate the markup the build wrote
 * into the page (decision 0110).
 */
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { cssVariablesResolver, theme } from '../lib/theme';

export function AppTree({
  client,
  beside,
  children,
}: {
  client: QueryClient;
  /** What sits beside the screens (the toast container); it must render nothing at first. */
  beside: ReactNode;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {beside}
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
