import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './routing';

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
