import { describe, expect, it } from 'vitest';
import { staffReturnPath } from './staff-return';

describe('staffReturnPath', () => {
  it('returns to a back-office page of this site, with its query', () => {
    expect(staffReturnPath('/integrasi')).toBe('/integrasi');
    expect(staffReturnPath('/nsb-baru?page=2&platform=gofx')).toBe('/nsb-baru?page=2&platform=gofx');
    expect(staffReturnPath('/profil#keamanan-akun')).toBe('/profil#keamanan-akun');
  });

  it('never leaves the site nor opens a customer page', () => {
    for (const from of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '/\\/evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/beranda',
      '/login-admin',
      '/admin-layout',
      'admin',
      '',
      null,
      42,
    ]) {
      expect(staffReturnPath(from), String(from)).toBeNull();
    }
  });
});
