/**
 * What the three reset pages hand each other: the e-mail (forgot → OTP), when a new code may be
 * asked for, and the validate_token (OTP → new password). Session storage: it survives a reload
 * of the tab and is gone when the tab closes.
 */
const KEY = 'kilau.password-reset';

export interface ResetState {
  email: string;
  /** Epoch ms after which the resend link shows. */
  resendAt: number;
  token?: string;
}

function read(): ResetState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ResetState>;
    if (typeof parsed.email !== 'string' || typeof parsed.resendAt !== 'number') return null;
    return { email: parsed.email, resendAt: parsed.resendAt, token: parsed.token };
  } catch {
    return null;
  }
}

function write(state: ResetState) {
  sessionStorage.setItem(KEY, JSON.stringify(state));
}

export const resetStore = {
  get: read,
  /** A new reset request: any earlier token is dropped. */
  start(email: string, resendInSeconds: number) {
    write({ email, resendAt: Date.now() + resendInSeconds * 1000 });
  },
  resent(resendInSeconds: number) {
    const state = read();
    if (state) write({ ...state, resendAt: Date.now() + resendInSeconds * 1000 });
  },
  verified(token: string) {
    const state = read();
    if (state) write({ ...state, token });
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};
