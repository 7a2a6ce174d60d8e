/** The one rule for verifying a bank account (decision 0084): its number and its documents. */
import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { verifyBlock } from './managing-bank.service';

const documents = { ktp: 'ktp/a.png', photo_with_ktp: 'photo_with_ktp/a.png', signature: 'signature/a.png' };

describe('verifyBlock', () => {
  it('allows an account with a number and the three documents', () => {
    expect(verifyBlock({ accountNo: '800112345678', attachment: documents })).toBeNull();
  });
  it('refuses an account without a number', () => {
    expect(verifyBlock({ accountNo: '', attachment: documents })).toBe(MSG.managingBankVerifyNoAccountNo);
    expect(verifyBlock({ accountNo: '  ', attachment: documents })).toBe(MSG.managingBankVerifyNoAccountNo);
  });
  it('refuses an account whose participant lacks a document', () => {
    for (const missing of Object.keys(documents)) {
      const attachment = { ...documents, [missing]: undefined };
      expect(verifyBlock({ accountNo: '800112345678', attachment }), missing).toBe(
        MSG.managingBankVerifyNoDocuments,
      );
    }
    expect(verifyBlock({ accountNo: '800112345678', attachment: {} })).toBe(
      MSG.managingBankVerifyNoDocuments,
    );
  });
});
