/**
 * What counts as fixed and what reopens (decision 0112): a document is fixed by a new file, a
 * section by changed data (the bank-account step, which holds nothing the customer types, by saving
 * it again); bookkeeping keys are no change.
 */
import { describe, expect, it } from 'vitest';
import type { KycRecord } from '../kyc-record';
import { changedFields, isFixed, reopenedSteps, requestedDocuments, sectionData } from './fix-items';

const requestedAt = new Date('2026-11-20T03:00:00Z');
const record = (over: Partial<KycRecord> = {}) =>
  ({
    fullname: 'Rina Wulandari',
    personal: { ktp_no: '3204115406900001', saved_at: '2026-11-19T00:00:00Z', nik_check: { warnings: [] } },
    identityAddress: { address: 'Jl. Raya Katapang No. 12' },
    employment: { company_name: 'PT Sinar', saved_at: '2026-11-19T00:00:00Z' },
    financial: {},
    bankAccount: { has_confirm_bank: true, saved_at: '2026-11-19T00:00:00Z' },
    emergencyContact: { fullname: 'Ahmad Fauzi', phonenumber: '081298765432' },
    attachment: { ktp: 'kyc/a/ktp-1.png', photo: 'kyc/a/photo-1.png' },
    ...over,
  }) as unknown as KycRecord;

describe('resubmission items', () => {
  it('a document is fixed by another file than the one decided on', () => {
    const item = {
      item: 'ktp',
      decision: 'resubmit',
      previousStorageKey: 'kyc/a/ktp-1.png',
      previousData: null,
    };
    expect(isFixed(record(), item, requestedAt)).toBe(false);
    expect(isFixed(record({ attachment: { ktp: 'kyc/a/ktp-2.png' } }), item, requestedAt)).toBe(true);
  });

  it('a section is fixed by changed data, not by saving the same again', () => {
    const before = sectionData(record(), 'personal');
    expect(before).toEqual({ fullname: 'Rina Wulandari', ktp_no: '3204115406900001' });
    const item = { item: 'personal', decision: 'resubmit', previousStorageKey: null, previousData: before };
    const resaved = record({
      personal: { ktp_no: '3204115406900001', saved_at: '2026-11-21T00:00:00Z' },
    } as Partial<KycRecord>);
    expect(isFixed(resaved, item, requestedAt)).toBe(false);
    expect(isFixed(record({ fullname: 'Rina Wulandari Putri' }), item, requestedAt)).toBe(true);
  });

  it('the bank-account step is fixed by saving it after the request', () => {
    const item = { item: 'bank_account', decision: 'resubmit', previousStorageKey: null, previousData: {} };
    expect(isFixed(record(), item, requestedAt)).toBe(false);
    const saved = record({ bankAccount: { has_confirm_bank: true, saved_at: '2026-11-21T00:00:00Z' } });
    expect(isFixed(saved, item, requestedAt)).toBe(true);
  });

  it('reopens the steps of the items to fix, the attachments for documents, the work step for the address', () => {
    const items = [
      { item: 'ktp', decision: 'resubmit', previousStorageKey: null, previousData: null },
      { item: 'photo', decision: 'accepted', previousStorageKey: null, previousData: null },
      { item: 'identity_address', decision: 'resubmit', previousStorageKey: null, previousData: {} },
    ];
    expect([...reopenedSteps(items)].sort()).toEqual(['attachment', 'employment']);
    expect([...requestedDocuments(items)]).toEqual(['ktp']);
  });

  it('lists the changed fields only, in order, bookkeeping left out', () => {
    expect(
      changedFields(
        { phonenumber: '0812', fullname: 'A', saved_at: 'x' },
        { phonenumber: '0813', fullname: 'A', saved_at: 'y', relationship: 'Saudara' },
      ),
    ).toEqual([
      { field: 'phonenumber', before: '0812', after: '0813' },
      { field: 'relationship', before: undefined, after: 'Saudara' },
    ]);
  });
});
