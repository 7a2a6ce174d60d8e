import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, renderScreen } from '../../../testing/render';
import DownloadPage from './download-page';

const TOKEN = 'tok_ABC-123';
const URL_PATH = `/v1/user/data-export/${TOKEN}`;

function zipReply() {
  return new Response(new Blob(['PK\u0003\u0004zip'], { type: 'application/zip' }), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="data-saya-2026-11-26.zip"',
    },
  });
}

describe('the mailed link of a copy of one’s data', () => {
  let clicked: string[] = [];
  beforeEach(() => {
    session.signIn('customer-token', null);
    clicked = [];
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('fetches the ZIP with the session once and saves it under the server’s name', async () => {
    const fetchMock = vi.fn(async () => zipReply());
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<DownloadPage />, { path: `/data-saya/unduh/${TOKEN}`, route: '/data-saya/unduh/:token' });
    expect(await screen.findByText(/data-saya-2026-11-26\.zip/)).toBeTruthy();
    expect(document.title).toBe(`${MSG.dataDownloadTitle} · Kilau`);
    expect(clicked).toEqual(['data-saya-2026-11-26.zip']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(URL_PATH);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer customer-token');
  });

  it.each([
    ['unknown or someone else’s', apiError(404, 404, 'Tidak ditemukan')],
    ['expired', apiError(410, 2063, MSG.dataExportLinkInvalid)],
  ])('an %s link reads the catalogue’s message with the way back to Data Saya', async (_case, reply) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status })),
    );
    renderScreen(<DownloadPage />, { path: `/data-saya/unduh/${TOKEN}`, route: '/data-saya/unduh/:token' });
    expect(await screen.findByText(MSG.dataExportLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.dataDownloadBack }).getAttribute('href')).toBe('/data-saya');
    expect(screen.queryByRole('button', { name: MSG.buttonRetry })).toBeNull();
    expect(clicked).toEqual([]);
  });

  it('a server failure is said with a retry that downloads it then', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify(apiError(500, 500, MSG.serverError).body), { status: 500 }),
      )
      .mockResolvedValueOnce(zipReply());
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<DownloadPage />, { path: `/data-saya/unduh/${TOKEN}`, route: '/data-saya/unduh/:token' });
    expect(await screen.findByText(MSG.serverError)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.buttonRetry }));
    await waitFor(() => expect(clicked).toEqual(['data-saya-2026-11-26.zip']));
  });
});
