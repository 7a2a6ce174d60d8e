/**
 * The match rules of decision 0111, one by one: what a screening does to a participant's match rows
 * given what the lists say now.
 */
import { randomUUID } from 'node:crypto';
import type { ListEntry, ScreeningSubject } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import type { MatchResult } from './matching/types';
import { reconcile } from './reconcile';
import type { MatchRow } from './screening.repository';
import { evidenceDigest, kilauEntryOf, subjectOf } from './subject';

const customerId = randomUUID();
const versionId = randomUUID();
const subject: ScreeningSubject = {
  name: 'Rizal Efendi Siregar',
  birth_date: '1985-03-12',
  birth_place: 'Medan',
  nationality: 'ID',
  nik: '1271011203850001',
};

function entry(ref: string, over: Partial<ListEntry> = {}): ListEntry {
  return {
    source: 'dttot',
    ref,
    kind: 'individual',
    name: 'Rizal Effendi Siregar',
    aliases: [],
    birth_dates: [{ year: 1985, month: 3, day: 12 }],
    birth_places: ['Medan'],
    nationalities: ['ID'],
    documents: [],
    addresses: [],
    details: {},
    ...over,
  };
}

function result(e: ListEntry, score = 0.93): MatchResult {
  return {
    entry: e,
    score,
    breakdown: {
      matched_name: e.name,
      matched_alias: false,
      subject_normalised: 'rizal efendi siregar',
      list_normalised: 'rizal effendi siregar',
      name_score: score,
      tokens: [],
      unmatched_subject_tokens: [],
      unmatched_list_tokens: [],
      qualifiers: [],
    },
  };
}

function row(e: ListEntry, status: MatchRow['status'], over: Partial<MatchRow> = {}): MatchRow {
  const r = result(e);
  return {
    id: randomUUID(),
    customerId,
    source: e.source,
    entryRef: e.ref,
    versionId,
    entry: e,
    subject,
    score: '0.9300',
    breakdown: r.breakdown,
    evidenceDigest: evidenceDigest(e, subject),
    status,
    decidedBy: status === 'dismissed' || status === 'confirmed' ? randomUUID() : null,
    checkedBy: status === 'dismissed' || status === 'confirmed' ? randomUUID() : null,
    decidedAt: status === 'dismissed' || status === 'confirmed' ? new Date() : null,
    decisionReason:
      status === 'dismissed' ? 'Tanggal lahir dan tempat lahir berbeda dengan entri daftar.' : null,
    firstSeenAt: new Date(),
    screenedAt: new Date(),
    ...over,
  };
}

const run = (results: MatchResult[], existing: MatchRow[], s = subject) =>
  reconcile({
    customerId,
    subject: s,
    results,
    existing,
    versionIdOf: (source) => (source === 'kilau' ? null : versionId),
    now: new Date(),
  });

describe('reconcile: what a screening changes in the match rows', () => {
  it('an alert without a row becomes a new open match, reported as found', () => {
    const e = entry('IDD-0004');
    const out = run([result(e)], []);
    expect(out.inserts).toHaveLength(1);
    expect(out.inserts[0]).toMatchObject({
      status: 'open',
      source: 'dttot',
      entryRef: 'IDD-0004',
      versionId,
    });
    expect(out.found).toEqual([expect.objectContaining({ how: 'new', ref: 'IDD-0004' })]);
    expect(out.open).toBe(1);
  });

  it('an open match found again unchanged is only touched', () => {
    const e = entry('IDD-0004');
    const existing = row(e, 'open');
    const out = run([result(e)], [existing]);
    expect(out).toMatchObject({ inserts: [], updates: [], touched: [existing.id], found: [], open: 1 });
  });

  it('a dismissed match stays dismissed while neither the entry nor the participant changed', () => {
    const e = entry('IDD-0004');
    const existing = row(e, 'dismissed');
    const out = run([result(e)], [existing]);
    expect(out).toMatchObject({ updates: [], touched: [existing.id], found: [], open: 0, cleared: [] });
  });

  it('a dismissed match opens again when the list entry changed, its decision forgotten', () => {
    const before = entry('IDD-0004');
    const existing = row(before, 'dismissed');
    const after = entry('IDD-0004', { aliases: [{ name: 'Bang Rizal', quality: 'unknown' }] });
    const out = run([result(after)], [existing]);
    expect(out.updates).toEqual([
      expect.objectContaining({ id: existing.id, status: 'open', reopen: true, entry: after }),
    ]);
    expect(out.found).toEqual([expect.objectContaining({ matchId: existing.id, how: 'reopened' })]);
    expect(out.open).toBe(1);
  });

  it('a confirmed match opens again when the participant corrected their screened data', () => {
    const e = entry('IDD-0004');
    const existing = row(e, 'confirmed');
    const corrected = { ...subject, birth_date: '1986-03-12' };
    const out = run([result(e)], [existing], corrected);
    expect(out.updates).toEqual([
      expect.objectContaining({ status: 'open', reopen: true, subject: corrected }),
    ]);
  });

  it('an open match no longer found is cleared; a decided one keeps its decision', () => {
    const open = row(entry('IDD-0001'), 'open');
    const dismissed = row(entry('IDD-0002'), 'dismissed');
    const out = run([], [open, dismissed]);
    expect(out.cleared).toEqual([open.id]);
    expect(out.open).toBe(0);
  });

  it('a cleared match found again opens again', () => {
    const e = entry('IDD-0004');
    const cleared = row(e, 'cleared');
    const out = run([result(e)], [cleared]);
    expect(out.updates).toEqual([expect.objectContaining({ id: cleared.id, status: 'open', reopen: true })]);
    expect(out.found[0]?.how).toBe('reopened');
  });

  it('the same entry given twice is one match, with the better score', () => {
    const e = entry('IDD-0004');
    const out = run([result(e, 0.75), result(e, 0.91)], []);
    expect(out.inserts).toHaveLength(1);
    expect(out.inserts[0]?.score).toBe('0.9100');
  });

  it('entries of different sources with the same reference are different matches', () => {
    const out = run([result(entry('X-1')), result(entry('X-1', { source: 'un' }))], []);
    expect(out.inserts.map((i) => i.source).sort()).toEqual(['dttot', 'un']);
  });
});

describe('the subject and Kilau’s blacklist as entries', () => {
  it('a WNI is screened as ID; a foreigner’s country is unknown to the record', () => {
    const personal = {
      fullname: 'Rizal',
      date_of_birth: '1985-03-12',
      ktp_no: '1',
      citizenship: 'wni' as const,
    };
    expect(subjectOf(personal).nationality).toBe('ID');
    expect(subjectOf({ ...personal, citizenship: 'wna' }).nationality).toBe('');
  });

  it('a blacklisted participant is an entry with their id, birth date and NIK', () => {
    const id = randomUUID();
    const e = kilauEntryOf({
      id,
      fullname: 'Budi Santoso',
      personal: {
        fullname: 'Budi Santoso',
        date_of_birth: '1985-08-17',
        ktp_no: '3204111708850001',
        citizenship: 'wni',
      },
    });
    expect(e).toMatchObject({
      source: 'kilau',
      ref: id,
      name: 'Budi Santoso',
      birth_dates: [{ year: 1985, month: 8, day: 17 }],
      nationalities: ['ID'],
      documents: [{ type: 'NIK', number: '3204111708850001' }],
    });
  });

  it('the evidence digest does not depend on key order, and changes with the data', () => {
    const e = entry('IDD-0004');
    const reordered = Object.fromEntries(Object.entries(e).reverse()) as ListEntry;
    expect(evidenceDigest(reordered, subject)).toBe(evidenceDigest(e, subject));
    expect(evidenceDigest(e, { ...subject, nik: '1271011203850002' })).not.toBe(evidenceDigest(e, subject));
  });
});
