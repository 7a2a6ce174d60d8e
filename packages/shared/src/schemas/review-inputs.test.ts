import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { activityLocationBodySchema, approveBodySchema, reasonBodySchema, visibleLength } from './backoffice';
import { managingBankUpdateBodySchema } from './managing-bank';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);
const REASON = 'Foto KTP buram sehingga NIK tidak terbaca, mohon unggah ulang.';

describe('staff decision reasons (decision 0103)', () => {
  it('counts only visible characters: whitespace, zero-width and bidi controls do not count', () => {
    expect(visibleLength('a b\u200Bc\u202Ed\u2066\u00ADe\t')).toBe(5);
    expect(messages(reasonBodySchema.safeParse({ description: '\u200B'.repeat(60) }))).toContain(
      MSG.reasonRequired,
    );
    expect(
      messages(reasonBodySchema.safeParse({ description: `\u202E${'x'.repeat(29)}\u202C${' '.repeat(10)}` })),
    ).toContain(MSG.reasonMin);
  });

  it('keeps a reason without its bidi controls', () => {
    expect(reasonBodySchema.parse({ description: `\u202E${REASON}\u202C` }).description).toBe(REASON);
  });

  it('holds a managing-bank rejection to the same rule', () => {
    const invisible = managingBankUpdateBodySchema.safeParse({
      status: 'REJECTED',
      note: '\u200B'.repeat(40),
    });
    expect(messages(invisible)).toContain(MSG.reasonRequired);
    expect(managingBankUpdateBodySchema.parse({ status: 'REJECTED', note: `\u2067${REASON}` }).note).toBe(
      REASON,
    );
  });
});

describe('the trading account of an approval (decision 0103)', () => {
  const body = {
    nasabah_id: '00000000-0000-4000-8000-000000000001',
    username: 'rina.trader',
    password: 'Trading#2026',
    account_no: '88100000',
  };

  it('accepts digits 6 to 20 long and nothing else', () => {
    expect(approveBodySchema.safeParse(body).success).toBe(true);
    for (const account_no of ['881000', '8'.repeat(20)])
      expect(approveBodySchema.safeParse({ ...body, account_no }).success, account_no).toBe(true);
    for (const account_no of ['88100', '8'.repeat(21), '8810000A', '88-100000', '８８１０００００'])
      expect(messages(approveBodySchema.safeParse({ ...body, account_no })), account_no).toContain(
        MSG.tradeAccountNoDigits,
      );
  });

  it('asks of the trading password what a customer password needs', () => {
    expect(messages(approveBodySchema.safeParse({ ...body, password: '12345678' }))).toContain(
      MSG.newPasswordCase,
    );
    expect(messages(approveBodySchema.safeParse({ ...body, password: 'Tradingku' }))).toContain(
      MSG.newPasswordDigitSymbol,
    );
    expect(messages(approveBodySchema.safeParse({ ...body, password: 'Tr#1' }))).toContain(MSG.passwordMin8);
  });
});

describe('the location hint', () => {
  it('takes coordinates in range, as numbers or their text, and hands them on as numbers', () => {
    expect(activityLocationBodySchema.parse({ latitude: '-6.2', longitude: 106.8 })).toEqual({
      latitude: -6.2,
      longitude: 106.8,
    });
    for (const hint of [
      { latitude: 90.1 },
      { latitude: '9'.repeat(40) },
      { longitude: '-181' },
      { longitude: 'x' },
    ])
      expect(activityLocationBodySchema.safeParse(hint).success, JSON.stringify(hint)).toBe(false);
  });
});
