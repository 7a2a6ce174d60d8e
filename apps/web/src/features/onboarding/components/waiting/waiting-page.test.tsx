import { MSG } from '@kilau/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicConfigQuery } from '../../../../lib/public-config';
import { theme } from '../../../../lib/theme';
import { CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { fixListRoute } from '../../../../testing/onboarding/fix-list';
import { publicConfigReply } from '../../../../testing/public-config';
import { mockApi, renderScreen } from '../../../../testing/render';
import WaitingPage from './waiting-page';

describe('WaitingPage', () => {
  it('says the data was entered, an admin verifies it, and shows the customer-service contacts', async () => {
    mockApi({
      'GET /v2/public/config': publicConfigReply,
    });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    expect(screen.getByRole('heading', { name: MSG.waitingTitle })).toBeTruthy();
    expect(screen.getByText(MSG.waitingText)).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '021-555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:0215550100');
    expect(screen.getByRole('link', { name: 'cs@pialang.test' }).getAttribute('href')).toBe(
      'mailto:cs@pialang.test',
    );
    expect(screen.queryByRole('button', { name: MSG.buttonLogout })).toBeNull();
  });

  it('after a resubmission, says the fixes are being reviewed again and since when (WIB)', async () => {
    mockApi({
      'GET /v2/public/config': publicConfigReply,
      ...recordRoutes('037', 'submitted'),
      [fixListRoute(CUSTOMER_ID)]: {
        body: { status_code: '00', data: null, resubmitted_at: '2026-11-24T03:00:00.000Z' },
      },
    });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    expect(await screen.findByRole('heading', { name: MSG.waitingAgainTitle })).toBeTruthy();
    expect(screen.getByText(/24 November 2026 10:00 WIB/).textContent).toContain('ditinjau ulang');
    expect(screen.queryByRole('heading', { name: MSG.waitingTitle })).toBeNull();
  });

  it('a first submission keeps its own words: nothing was sent back', async () => {
    const api = mockApi({
      'GET /v2/public/config': publicConfigReply,
      ...recordRoutes('037', 'submitted'),
      [fixListRoute(CUSTOMER_ID)]: { body: { status_code: '00', data: null, resubmitted_at: null } },
    });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    await waitFor(() => expect(api.callsTo(fixListRoute(CUSTOMER_ID))).toHaveLength(1));
    expect(screen.getByRole('heading', { name: MSG.waitingTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MSG.waitingAgainTitle })).toBeNull();
  });

  it('says what comes next: the review and how long it takes, a possible video call announced by e-mail and SMS, the result', () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    const next = screen.getByRole('region', { name: MSG.waitingNextTitle });
    expect(next.textContent).toMatch(/hari kerja/);
    expect(next.textContent).toContain(MSG.waitingNextVideo);
    expect(next.textContent).toContain(MSG.waitingNextResult);
  });
});

/**
 * Stands for the customer shell's footer, hydrated before the screen: its query for the public
 * configuration has its reply by the time React hydrates the screen's own boundary.
 */
function FooterAnswered() {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(publicConfigQuery.queryKey, publicConfigReply.body);
  }, [client]);
  return null;
}

/** The screen inside the customer's frame as router.tsx mounts it: in a Suspense boundary of its own. */
function Frame({ client, footer }: { client: QueryClient; footer?: boolean }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/register-waiting']}>
          <Suspense fallback={null}>
            <WaitingPage />
          </Suspense>
          {footer ? <FooterAnswered /> : null}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

describe('WaitingPage as the build renders it in the customer’s frame (decision 0177)', () => {
  it('hydrates without a mismatch when the shell’s footer had the configuration first, then shows the contacts', async () => {
    mockApi({
      'GET /v2/public/config': publicConfigReply,
      'GET /v2/kyc/customer/platform': { body: { status_code: '00', data: [] } },
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Frame client={new QueryClient()} />);
    document.body.append(container);
    expect(container.textContent).toContain(MSG.waitingTitle);
    expect(container.textContent).not.toContain(MSG.waitingContactIntro);

    // React hydrates the boundary after the tree around it has committed and run its effects.
    const mismatches: unknown[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const root = hydrateRoot(container, <Frame client={client} footer />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect((await screen.findByRole('link', { name: '021-555-0100' })).getAttribute('href')).toBe(
      'tel:0215550100',
    );
    expect(mismatches).toEqual([]);
    root.unmount();
    container.remove();
  });
});
