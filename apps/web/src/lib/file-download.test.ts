import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_DELAY_MS, printFile } from './file-download';

const pdf = () =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="simulasi.pdf"',
    },
  });

describe('printFile (docs/product/back-office.md § Screens: the simulation print opens a new window and prints after 1 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => pdf()),
    );
    URL.createObjectURL = vi.fn(() => 'blob:simulasi');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the window at once, shows the form, and prints one second later', async () => {
    const win = { location: { href: '' }, focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const done = printFile('/v2/kyc/print/simulasi/x');
    // Opened within the click, before the request answers: otherwise a blocked pop-up.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await done;
    expect(win.location.href).toBe('blob:simulasi');
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(win.print).toHaveBeenCalledOnce();
  });

  it('closes the empty window when the form cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const win = { location: { href: '' }, focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await expect(printFile('/v2/kyc/print/simulasi/x')).rejects.toThrow();
    expect(win.close).toHaveBeenCalled();
  });
});
