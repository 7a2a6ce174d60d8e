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
  password: 'Rahasia#123',
  confirm_password: 'Rahasia#123',
};

describe('registration rules (docs/product/customer-area.md § Rules)', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(validRegistration).success).toBe(true);
  });
  it('says the catalogue’s message for each broken field', () => {
    const cases: [Partial<typeof validRegistration>, string][] = [
      [{ fullname: '' }, MSG.fullnameRequired],
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'siti@' }, MSG.emailFormat],
      [{ phonenumber: '08123' }, MSG.phoneMin],
      [{ phonenumber: '081234567890123' }, MSG.phoneMax],
      [{ password: '', confirm_password: '' }, MSG.passwordRequired],
      [{ password: 'Ab#1', confirm_password: 'Ab#1' }, MSG.newPasswordMin],
      [{ password: 'aaaaaaaa', confirm_password: 'aaaaaaaa' }, MSG.newPasswordCase],
      [{ password: 'Aaaaaaaa', confirm_password: 'Aaaaaaaa' }, MSG.newPasswordDigitSymbol],
      [{ confirm_password: 'Rahasia#124' }, MSG.passwordMismatch],
      [{ fullname: 'buka http://evil.test' }, MSG.fullnameLetters],
      [{ phonenumber: '0812-3456-7890' }, MSG.phoneDigits],
      [{ phonenumber: '+622150001234' }, MSG.phoneMobile],
      [{ username: 'abc' }, MSG.usernameMin],
    ];
    for (const [change, message] of cases) {
      expect(firstMessage(registerFormSchema.safeParse({ ...validRegistration, ...change }))).toBe(message);
    }
  });
  it('hands on the phone number as 08… however it was typed, and the name with single spaces', () => {
    for (const typed of ['+6281234567890', '6281234567890', '081234567890']) {
      const parsed = registerFormSchema.parse({ ...validRegistration, phonenumber: typed });
      expect(parsed.phonenumber, typed).toBe('081234567890');
    }
    expect(registerFormSchema.parse({ ...validRegistration, fullname: ' Siti  Rahmawati ' }).fullname).toBe(
      'Siti Rahmawati',
    );
  });
});

describe('new password rules (docs/product/customer-area.md § Rules)', () => {
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

describe('platform choice (docs/product/customer-area.md § Rules)', () => {
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
