import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, returnPathAfterLogin } from './routing';

describe('destinationAfterLogin (decision 0002)', () => {
  it('sends a user without a KYC record to the platform choice', () => {
    expect(destinationAfterLogin([])).toBe('/konfirmasi-account');
  });

  it.each(['open', 'customer', 'employment', 'financial', 'account', 'contact', 'attachment', 'reject'])(
    'sends state %s to the personal-data step',
    (state) => {
      expect(destinationAfterLogin([{ state }])).toBe('/register-lanjut');
    },
  );

  it('sends submitted to the waiting page and approved to the dashboard', () => {
    expect(destinationAfterLogin([{ state: 'submitted' }])).toBe('/register-waiting');
    expect(destinationAfterLogin([{ state: 'approved' }])).toBe('/beranda');
  });

  it("sends a record waiting for a fix to the 'Perlu perbaikan' list (decision 0112), before any step", () => {
    expect(destinationAfterLogin([{ state: 'fix' }])).toBe('/register-perbaikan');
    expect(destinationAfterLogin([{ state: 'open' }, { state: 'fix' }])).toBe('/register-perbaikan');
    expect(destinationAfterLogin([{ state: 'fix' }, { state: 'approved' }])).toBe('/beranda');
  });

  it('sends any state not listed to the account status page', () => {
    expect(destinationAfterLogin([{ state: 'blacklisted' }])).toBe('/konfirmasi-akun');
    expect(destinationAfterLogin([{ state: '' }])).toBe('/konfirmasi-akun');
  });

  it('lets the most advanced record decide when there are several', () => {
    expect(destinationAfterLogin([{ state: 'open' }, { state: 'approved' }])).toBe('/beranda');
    expect(destinationAfterLogin([{ state: 'submitted' }, { state: 'reject' }])).toBe('/register-lanjut');
    expect(destinationAfterLogin([{ state: 'weird' }, { state: 'submitted' }])).toBe('/register-waiting');
  });
});

describe('returnPathAfterLogin', () => {
  it('returns to the video-call room the customer opened from the e-mail or SMS link', () => {
    expect(returnPathAfterLogin('/video-call/AbC-12_x')).toBe('/video-call/AbC-12_x');
  });

  it('returns to the one-time password link of the approval or demo-account e-mail', () => {
    expect(returnPathAfterLogin('/sandi-akun/Zq3_x-9')).toBe('/sandi-akun/Zq3_x-9');
    expect(returnPathAfterLogin('/sandi-akun/a/b')).toBeNull();
  });

  it('returns to the mailed link of a copy of one’s data', () => {
    expect(returnPathAfterLogin('/data-saya/unduh/tok_EN-123')).toBe('/data-saya/unduh/tok_EN-123');
    expect(returnPathAfterLogin('/data-saya')).toBeNull();
    expect(returnPathAfterLogin('/data-saya/unduh/a/b')).toBeNull();
  });

  it('ignores every other page and anything that is not a plain room path', () => {
    for (const from of [
      undefined,
      null,
      42,
      '/register-datapribadi',
      '/video-call/',
      '/video-call/a/b',
      '//evil.example/video-call/x',
      '/video-call/x?next=https://evil.example',
    ])
      expect(returnPathAfterLogin(from)).toBeNull();
  });
});
