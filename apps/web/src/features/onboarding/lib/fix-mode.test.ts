import { RESUBMISSION_DOCUMENTS } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { fixItem } from '../../../testing/onboarding/fix-list';
import {
  allFixed,
  fixItemRoute,
  isDocumentOpen,
  itemsOfStep,
  reasonOf,
  reopenedDocuments,
  stepAccess,
} from './fix-mode';

const KTP = fixItem('ktp', 'blurry');
const SIGNATURE = fixItem('signature', 'other', { reason_text: 'Tidak sama dengan KTP' });
const CONTACT = fixItem('emergency_contact', 'data_mismatch');

describe('stepAccess: which steps a fix opens', () => {
  it('opens every step as usual outside the fix state', () => {
    for (const state of ['open', 'attachment', 'reject', null] as const) {
      expect(stepAccess(state, [KTP], 'personal')).toBe('open');
    }
  });

  it('opens only the steps an item asks for; every other step is read-only', () => {
    const items = [KTP, CONTACT];
    expect(stepAccess('fix', items, 'attachment')).toBe('fix');
    expect(stepAccess('fix', items, 'emergency_contact')).toBe('fix');
    expect(stepAccess('fix', items, 'personal')).toBe('read-only');
    expect(stepAccess('fix', items, 'financial')).toBe('read-only');
  });

  it('keeps a step read-only while the list loads, and the review always (the list resubmits)', () => {
    expect(stepAccess('fix', null, 'attachment')).toBe('read-only');
    expect(stepAccess('fix', [KTP], 'review')).toBe('read-only');
  });

  it('reopens the work step for the KTP address when the server names no known step', () => {
    const address = fixItem('identity_address', 'data_mismatch', { step: 'alamat' });
    expect(stepAccess('fix', [address], 'employment')).toBe('fix');
    expect(fixItemRoute(address)).toBe('/register-datapekerjaan');
  });
});

describe('the attachment step in a fix', () => {
  it('reopens only the documents asked for', () => {
    const reopened = reopenedDocuments([KTP, SIGNATURE, CONTACT]);
    expect([...reopened].sort()).toEqual(['ktp', 'signature']);
    expect(isDocumentOpen('fix', reopened, 'ktp')).toBe(true);
    expect(isDocumentOpen('fix', reopened, 'signature')).toBe(true);
    expect(isDocumentOpen('fix', reopened, 'photo')).toBe(false);
    expect(isDocumentOpen('fix', reopened, 'statement_video')).toBe(false);
    expect(isDocumentOpen('fix', reopened, 'partner_signature')).toBe(false);
  });

  it('counts every document of the contract as an attachment-step item, and no data section', () => {
    const all = reopenedDocuments(
      [...RESUBMISSION_DOCUMENTS, 'personal', 'emergency_contact'].map((item) =>
        fixItem(item as 'ktp', 'blurry'),
      ),
    );
    expect([...all].sort()).toEqual([...RESUBMISSION_DOCUMENTS].sort());
  });

  it('opens every document outside a fix and none on a read-only step', () => {
    expect(isDocumentOpen('open', new Set(), 'photo')).toBe(true);
    expect(isDocumentOpen('read-only', new Set(['ktp']), 'ktp')).toBe(false);
  });
});

describe('the fix list', () => {
  it("links each item to the step that fixes it ('Perbaiki')", () => {
    expect(fixItemRoute(KTP)).toBe('/register-datalampiran');
    expect(fixItemRoute(CONTACT)).toBe('/register-datakontak');
    expect(itemsOfStep([KTP, SIGNATURE, CONTACT], 'attachment')).toEqual([KTP, SIGNATURE]);
  });

  it("reads a reason once: the catalogue's label, the reviewer's text for 'Lainnya'", () => {
    expect(reasonOf(KTP)).toBe('Foto buram');
    expect(reasonOf(SIGNATURE)).toBe('Tidak sama dengan KTP');
    expect(reasonOf({ reason_label: 'Foto buram', reason_text: 'sudut kanan' })).toBe(
      'Foto buram: sudut kanan',
    );
  });

  it('allows the resubmission only once every item is fixed', () => {
    expect(allFixed([])).toBe(false);
    expect(allFixed([{ ...KTP, fixed: true }, SIGNATURE])).toBe(false);
    expect(
      allFixed([
        { ...KTP, fixed: true },
        { ...SIGNATURE, fixed: true },
      ]),
    ).toBe(true);
  });
});
