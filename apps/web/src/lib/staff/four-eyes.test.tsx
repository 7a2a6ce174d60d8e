import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FourEyes, FourEyesContext, useFourEyes } from './four-eyes';

/** A stand-in, to see that the hook hands back what the provider holds. */
const PROVIDED: FourEyes = {
  usePropose: () => ({ mutateAsync: async () => undefined, isPending: false }),
  PendingProposal: () => null,
  FourEyesNotice: () => null,
};

describe('the four-eyes seam', () => {
  it('without a provider, tells the developer which one to mount', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useFourEyes())).toThrow(/FourEyesProvider/);
    vi.restoreAllMocks();
  });

  it('under a provider, gives what it provides', () => {
    const { result } = renderHook(() => useFourEyes(), {
      wrapper: ({ children }) => <FourEyesContext value={PROVIDED}>{children}</FourEyesContext>,
    });
    expect(result.current).toBe(PROVIDED);
  });
});
