import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { newPasswordFormSchema } from './password-reset';
import { platformChoiceFormSchema } from './platform';
import { registerFormSchema } from './registration';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

const validRegistration = {
  fullname: 'Siti Rahmawati',
  email: 'siti@kilau.test',
  username: 'sitirahma',
  phonenumber: '081234567890',
  password: 'rahasia123',
  confirm_password: 'rahasia123',
};

describe('registration rules (spec 000 §5)', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(validRegistration).success).toBe(true);
  });
  it('says the spec message for each broken field', () => {
    const cases: [Partial<typeof validRegistration>, string][] = [
      [{ fullname: '' }, MSG.fullnameRequired],
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'siti@' }, MSG.emailFormat],
      [{ phonenumber: '08123' }, MSG.phoneMin],
      [{ phonenumber: '081234567890123' }, MSG.phoneMax],
      [{ password: 'short', confirm_password: 'short' }, MSG.passwordMin],
      [{ confirm_password: 'rahasia124' }, MSG.passwordMismatch],
      [{ username: 'abc' }, MSG.usernameMin],
    ];
    for (const [change, message] of cases) {
      expect(firstMessage(registerFormSchema.safeParse({ ...validRegistration, ...change }))).toBe(message);
    }
  });
});

describe('new password rules (spec 000 §5)', () => {
  const check = (p: string, c = p) =>
    firstMessage(newPasswordFormSchema.safeParse({ new_password: p, confirm_password: c }));
  it('asks for 8 characters, both cases, a digit and a symbol, and a matching confirmation', () => {
    expect(check('Ab1!')).toBe(MSG.newPasswordMin);
    expect(check('abcdefg1!')).toBe(MSG.newPasswordCase);
    expect(check('Abcdefgh')).toBe(MSG.newPasswordDigitSymbol);
    expect(check('Abcdefg1!', 'Abcdefg1?')).toBe(MSG.newPasswordMismatch);
    expect(check('Abcdefg1!')).toBeNull();
  });
});

describe('platform choice (spec 000 §5)', () => {
  it('needs a platform and an 8-character promoter code when one is given', () => {
    expect(firstMessage(platformChoiceFormSchema.safeParse({ platform_id: '', referral_code: '' }))).toBe(
      MSG.platformNotChosen,
    );
    expect(
      firstMessage(platformChoiceFormSchema.safeParse({ platform_id: 'p', referral_code: 'ABC12' })),
    ).toBe(MSG.promoterCodeLength);
    expect(platformChoiceFormSchema.safeParse({ platform_id: 'p', referral_code: 'KILAU001' }).success).toBe(
      true,
    );
    expect(platformChoiceFormSchema.safeParse({ platform_id: 'p', referral_code: '' }).success).toBe(true);
  });
});
