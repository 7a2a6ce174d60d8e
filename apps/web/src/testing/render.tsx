/** Renders a screen the way the app does: Mantine, a fresh query client and a memory router. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { theme } from '../lib/theme';

export interface RenderOptions {
  /** The URL the screen starts at. */
  path?: string;
  /** The route pattern the screen is mounted on (e.g. '/aktivasi/:id'); defaults to `path`. */
  route?: string;
}

/** Every other path renders its own name, so a test can see where the screen navigated. */
export function renderScreen(ui: ReactElement, { path = '/', route }: RenderOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route ?? path, element: ui },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, client, location: () => router.state.location.pathname };
}

export interface MockReply {
  status?: number;
  body: unknown;
}
type Handler = MockReply | ((body: unknown) => MockReply | Promise<MockReply>) | 'network';

/**
 * Stubs fetch with replies per "METHOD /path". An array of replies is used in order (the last one
 * repeats). Returns the calls so a test can check what was sent.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const calls: { key: string; body: unknown }[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const entry = routes[key];
    if (!entry) throw new Error(`Unexpected request ${key}`);
    let handler: Handler;
    if (Array.isArray(entry)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      handler = entry[Math.min(n, entry.length - 1)] as Handler;
    } else handler = entry;
    if (handler === 'network') throw new TypeError('Failed to fetch');
    const reply = typeof handler === 'function' ? await handler(body) : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => c.key === key) };
}

/** The error body of the API (architecture.md §4). */
export function apiError(status: number, statusCode: string | number, message: string, extra = {}) {
  return {
    status,
    body: { status_code: statusCode, err_message: message, err_message_id: message, ...extra },
  };
}

/** The input of a field by its exact label (Mantine appends " *" to required ones). */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
}

/**
 * The input of a field whose code loads on first show (a customer form's date or select: decision
 * 0175), once it can be used; until then it is a disabled stand-in with the same label.
 */
export async function readyField(label: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(field(label).disabled).toBe(false));
  return field(label);
}
