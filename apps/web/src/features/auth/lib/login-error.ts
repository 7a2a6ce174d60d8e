/**
 * The login screen's error texts (docs/product/customer-area.md § Messages, decision 0003), from the step that failed and the
 * server's reply. Pure, so each code's message is unit-tested.
 */
import { MSG, SC } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';

/** What the registration's OTP screen needs to continue a registration left at its SMS code. */
export interface ResumableRegistration {
  email: string;
  phonenumber: string;
  token: string;
  resend_in: number;
}

export interface LoginErrorView {
  message: string;
  /** 403: the e-mail is not activated yet; the screen offers to resend the link. */
  offerResendActivation: boolean;
  /** 409 (1003): the phone was never verified; the screen offers to continue (decision 0088). */
  resumeRegistration?: ResumableRegistration;
}

/** Read by hand rather than with zod: the login page loads zod only after its first paint. */
function resumableOf(body: Record<string, unknown>): ResumableRegistration | undefined {
  const r = body.registration as Record<string, unknown> | undefined;
  if (!r || typeof r !== 'object') return undefined;
  const { email, phonenumber, token, resend_in } = r;
  if (typeof email !== 'string' || typeof phonenumber !== 'string' || typeof token !== 'string')
    return undefined;
  return { email, phonenumber, token, resend_in: typeof resend_in === 'number' ? resend_in : 0 };
}

const WRONG_EMAIL_PASSWORD = [SC.loginWrongPassword, SC.loginLocked, 2005, 2006, SC.loginBlocked];

/** `check`: the identifier check; `login`: the login call; `route`: the customer fetch after it. */
export function loginErrorView(err: unknown, step: 'check' | 'login' | 'route'): LoginErrorView {
  const view = (message: string, offerResendActivation = false) => ({ message, offerResendActivation });
  if (!(err instanceof ApiError)) return view(MSG.technicalProblem);
  const status = err.httpStatus;
  if (status === 0) return view(MSG.networkError);
  if (status === 429) return view(MSG.tooManyRequests);
  if (status >= 500) return view(MSG.serverError);
  if (step === 'check') return view(status === 404 ? MSG.loginIdentifierNotFound : err.messageId);
  if (step === 'route') return view(err.messageId);
  if (WRONG_EMAIL_PASSWORD.some((code) => err.is(code))) return view(MSG.loginWrongEmailPassword);
  if (err.is(SC.captchaFailed)) return view(MSG.loginCaptchaFailed);
  if (err.is(SC.registrationPendingOtp)) {
    const resumeRegistration = resumableOf(err.body);
    if (resumeRegistration) return { ...view(MSG.loginRegistrationUnverified), resumeRegistration };
  }
  // Closed at the customer's own request (decision 0113): said as it is, not as an inactive e-mail,
  // in the server's words (the data-rights texts are not the login page's to carry).
  if (err.is(SC.dataAccountRestricted)) return view(err.messageId);
  if (status === 404) return view(MSG.loginNotRegistered);
  if (status === 403) return view(MSG.loginEmailNotActive, true);
  if (status === 405) return view(MSG.loginDemoNotDone);
  if (status === 400) return view(MSG.loginWrongUsernamePassword);
  return view(err.messageId);
}
