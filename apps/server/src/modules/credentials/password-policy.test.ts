import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy';

describe('isCommonPassword', () => {
  it('finds the common passwords dressed up to pass the strength rules', () => {
    for (const p of [
      'Password1!',
      'P@ssw0rd2026',
      'Qwerty123#',
      'Iloveyou2026!',
      'Sunshine#1',
      'Bismillah123!',
      'Indonesia45!',
      'Kilau2026!',
      'PASSWORD',
    ])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('lets uncommon passwords through', () => {
    for (const p of ['Kilau#Demo2026', 'Emas#Kilau2026', 'Sawah#Hijau#Pagi7', 'Tiga!Kucing!Oren9'])
      expect(isCommonPassword(p), p).toBe(false);
  });
});
