/**
 * What changed since a proposal (decision 0133): each part named on its own, a re-save of the same
 * data naming nothing, and a proposal kept before the parts telling only that something changed.
 */
import { describe, expect, it } from 'vitest';
import { type Evidence, evidenceChanges, evidenceDigest, evidenceParts } from './evidence';

function evidence(over: Partial<Evidence['record']> = {}, matches: Evidence['matches'] = []): Evidence {
  return {
    record: {
      personal: { fullname: 'Djoko Soesanto', ktp_no: '3174051708750003', saved_at: '2026-11-01T01:00:00Z' },
      identityAddress: { address: 'Jl. Melati 1', saved_at: '2026-11-01T01:00:00Z' },
      attachment: {
        ktp: 'kyc/a/ktp-1.png',
        photo: 'kyc/a/photo-1.png',
        has_confirm_attachment: true,
        saved_at: '2026-11-01T01:00:00Z',
      },
      bankAccount: { account_no: '1234567890' },
      fullname: 'Djoko Soesanto',
      statusNasabah: 2,
      videoStatus: 0,
      ...over,
    } as Evidence['record'],
    matches,
  };
}

const proposalOn = (e: Evidence) => ({ evidenceDigest: evidenceDigest(e), evidenceParts: evidenceParts(e) });

describe('evidence changes', () => {
  it('nothing changed: nothing named', () => {
    const e = evidence();
    expect(evidenceChanges(proposalOn(e), evidence())).toEqual({
      changed: false,
      itemized: true,
      documents: [],
      sections: [],
    });
  });

  it('a new KTP names the KTP only; a new name names the personal data', () => {
    const then = proposalOn(evidence());
    const base = evidence().record;
    const newKtp = evidence({ attachment: { ...base.attachment, ktp: 'kyc/a/ktp-2.png' } });
    expect(evidenceChanges(then, newKtp)).toEqual({
      changed: true,
      itemized: true,
      documents: ['ktp'],
      sections: [],
    });
    const renamed = evidence({
      personal: { ...base.personal, fullname: 'Joko Susanto' },
      fullname: 'Joko Susanto',
    });
    expect(evidenceChanges(then, renamed)).toMatchObject({ documents: [], sections: ['personal'] });
  });

  it('a match opened again, a new status and a new statement are named as such', () => {
    const match = { id: 'm1', status: 'open', evidenceDigest: 'a' };
    const then = proposalOn(evidence({}, [match]));
    const base = evidence().record;
    const now = evidence(
      { statusNasabah: 8, attachment: { ...base.attachment, has_confirm_attachment: false } },
      [{ ...match, evidenceDigest: 'b' }],
    );
    expect(evidenceChanges(then, now)).toEqual({
      changed: true,
      itemized: true,
      documents: [],
      sections: ['review_status', 'agreements', 'screening'],
    });
  });

  it('the same data saved again changes the one digest but names no part', () => {
    const then = proposalOn(evidence());
    const base = evidence().record;
    const resaved = evidence({ attachment: { ...base.attachment, saved_at: '2026-11-02T01:00:00Z' } });
    expect(evidenceChanges(then, resaved)).toEqual({
      changed: true,
      itemized: true,
      documents: [],
      sections: [],
    });
  });

  it('a proposal kept before the parts: only whether anything changed', () => {
    const then = { evidenceDigest: evidenceDigest(evidence()), evidenceParts: null };
    expect(evidenceChanges(then, evidence())).toEqual({
      changed: false,
      itemized: false,
      documents: [],
      sections: [],
    });
    expect(evidenceChanges(then, evidence({ statusNasabah: 5 })).changed).toBe(true);
  });
});
