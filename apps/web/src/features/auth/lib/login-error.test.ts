import { MSG, SC } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loginErrorView } from './login-error';

const err = (http: number, code: string | number, text = 'server text') => new ApiError(http, code, text);

describe('loginErrorView (docs/product/customer-area.md § Messages, decision 0003)', () => {
  it.each([2018, 2019, 2005, 2006, 2023, '2018'])('code %s → "Email atau Password salah"', (code) => {
    expect(loginErrorView(err(400, code), 'login').message).toBe('Email atau Password salah');
  });

  it('maps the HTTP statuses of the login call', () => {
    expect(loginErrorView(err(404, 404), 'login').message).toBe('Akun tidak terdaftar');
    expect(loginErrorView(err(400, 400), 'login').message).toBe('Username atau Password salah');
    expect(loginErrorView(err(405, 405), 'login').message).toBe(MSG.loginDemoNotDone);
    expect(loginErrorView(err(400, 2024), 'login').message).toBe(MSG.loginCaptchaFailed);
  });

  it('offers the activation link only for 403', () => {
    const view = loginErrorView(err(403, 403), 'login');
    expect(view).toEqual({
      message: 'Email belum aktif, Silahkan aktivasi email anda',
      offerResendActivation: true,
    });
    expect(loginErrorView(err(400, 2018), 'login').offerResendActivation).toBe(false);
  });

  it('says plainly that an account closed at the customer’s request is closed (403, 2068)', () => {
    expect(loginErrorView(err(403, SC.dataAccountRestricted, MSG.dataAccountRestricted), 'login')).toEqual({
      message: MSG.dataAccountRestricted,
      offerResendActivation: false,
    });
  });

  it('maps a 404 of the identifier check to its own text', () => {
    expect(loginErrorView(err(404, 404), 'check').message).toBe('Email atau username tidak ditemukan');
  });

  it('maps network, rate-limit and server failures on either step', () => {
    for (const step of ['check', 'login'] as const) {
      expect(loginErrorView(err(0, 'network'), step).message).toBe(MSG.networkError);
      expect(loginErrorView(err(429, 429), step).message).toBe(MSG.tooManyRequests);
      expect(loginErrorView(err(500, 500), step).message).toBe(MSG.serverError);
    }
    expect(loginErrorView(new Error('boom'), 'login').message).toBe(MSG.technicalProblem);
  });

  it('shows the server text for anything else (e.g. a 422)', () => {
    expect(loginErrorView(err(422, 422, 'Cek kembali inputan anda'), 'login').message).toBe(
      'Cek kembali inputan anda',
    );
  });
});
