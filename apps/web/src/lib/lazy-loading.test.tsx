/**
 * What keeps the first paint light without changing what the user gets: a schema or a resolver
 * loaded after the paint still validates, a failed download is tried again, and the navigate kept
 * by long-lived effects stays the same across page changes (declarative router, decision 0051).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '../testing/render';
import { ApiError, apiRequest } from './api-client';
import { lazyResolver } from './lazy-resolver';
import { useStableNavigate } from './use-stable-navigate';

afterEach(() => vi.unstubAllGlobals());

const replySchema = z.object({ status_code: z.string(), token: z.string() });

describe('apiRequest with a schema loader', () => {
  it('parses the reply with the loaded schema', async () => {
    mockApi({ 'GET /v2/x': { body: { status_code: '00', token: 't', extra: 1 } } });
    const load = vi.fn(async () => replySchema);
    const reply = await apiRequest('GET', '/v2/x', { schema: load, auth: false });
    expect(reply).toEqual({ status_code: '00', token: 't' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('still refuses a reply that does not match the loaded schema', async () => {
    mockApi({ 'GET /v2/x': { body: { status_code: '00' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await apiRequest('GET', '/v2/x', { schema: async () => replySchema, auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe('contract');
  });
});

describe('lazyResolver', () => {
  type Form = { name: string };
  const real: Resolver<Form> = zodResolver(z.object({ name: z.string().min(1, 'Nama wajib diisi') }));
  const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];

  it('validates with the resolver once it has loaded, loading it only once', async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver<Form>(load);
    resolver.preload();
    const empty = await resolver({ name: '' }, undefined, options);
    expect(empty.errors.name?.message).toBe('Nama wajib diisi');
    const filled = await resolver({ name: 'Budi' }, undefined, options);
    expect(filled.values).toEqual({ name: 'Budi' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the download again after it failed (a phone that lost its connection)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(real);
    const resolver = lazyResolver<Form>(load);
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const second = await resolver({ name: '' }, undefined, options);
    expect(second.errors.name?.message).toBe('Nama wajib diisi');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useStableNavigate', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/beranda']}>{children}</MemoryRouter>
  );

  it('stays the same function across page changes, where the router’s own does not', () => {
    const { result } = renderHook(
      () => ({ stable: useStableNavigate(), plain: useNavigate(), path: useLocation().pathname }),
      { wrapper },
    );
    const first = result.current;
    act(() => void first.stable('/profil-saya'));
    expect(result.current.path).toBe('/profil-saya');
    expect(result.current.stable).toBe(first.stable);
    expect(result.current.plain).not.toBe(first.plain);
    act(() => void first.stable('/beranda', { replace: true }));
    expect(result.current.path).toBe('/beranda');
  });
});
