/** Screening replies for the web's tests: a DTTOT match of an old-spelling name, and proposals. */
import type { Proposal, ProposalEvidence, ScreeningMatch } from '@kilau/shared';

export const PARTICIPANT_ID = '00000000-0000-4000-8000-000000000001';
export const MATCH_ID = '00000000-0000-4000-8000-0000000000aa';

export function proposal(over: Partial<Proposal> = {}): Proposal {
  return {
    id: '00000000-0000-4000-8000-0000000000bb',
    kind: 'dismiss_match',
    status: 'pending',
    customer_id: PARTICIPANT_ID,
    customer_name: 'Djoko Soesanto',
    app_name: 'gofx',
    match_id: MATCH_ID,
    case_id: null,
    report_id: null,
    match_source: 'dttot',
    reason: 'Tanggal lahir dan tempat lahir berbeda jauh dari entri DTTOT; orang yang berbeda.',
    approve: null,
    edd: null,
    override: null,
    proposed_by: { id: 's1', fullname: 'Rina Pialang' },
    proposed_at: '2026-11-26T03:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    can_decide: true,
    cannot_decide_reason: null,
    ...over,
  };
}

export function match(over: Partial<ScreeningMatch> = {}): ScreeningMatch {
  return {
    id: MATCH_ID,
    source: 'dttot',
    status: 'open',
    score: 0.864,
    entry: {
      source: 'dttot',
      ref: 'IDD-0042',
      kind: 'individual',
      name: 'Joko Susanto',
      aliases: [
        { name: 'Abu Hamzah', quality: 'good' },
        { name: 'Jok', quality: 'low' },
      ],
      birth_dates: [{ year: 1975 }, { year: 1976, month: 3, day: 4 }],
      birth_places: ['Solo'],
      nationalities: ['ID'],
      documents: [{ type: 'NIK', number: '3372010101750001' }],
      addresses: ['Jl. Contoh No. 1, Surakarta'],
      // Keyed as the DTTOT parser stores it (watchlists/parsers/ppatk-rows.ts).
      details: { kode_densus: 'DENSUS-77' },
    },
    subject: {
      name: 'Djoko Soesanto',
      birth_date: '1975-08-17',
      birth_place: 'Jakarta',
      nationality: 'ID',
      nik: '3174051708750003',
    },
    breakdown: {
      matched_name: 'Joko Susanto',
      matched_alias: false,
      subject_normalised: 'joko susanto',
      list_normalised: 'joko susanto',
      name_score: 0.97,
      tokens: [
        { subject: 'joko', list: 'joko', score: 1, how: 'exact' },
        { subject: 'susanto', list: 'susanto', score: 0.94, how: 'phonetic' },
      ],
      unmatched_subject_tokens: ['bin'],
      unmatched_list_tokens: ['hamzah'],
      qualifiers: [
        { kind: 'birth_date', effect: 0.05, note: 'tahun lahir sama (1975)' },
        { kind: 'nationality', effect: -0.1, note: 'kewarganegaraan berbeda' },
      ],
    },
    version: { id: 'v1', version_no: 3, uploaded_at: '2026-11-25T02:00:00.000Z' },
    first_seen_at: '2026-11-26T02:00:00.000Z',
    screened_at: '2026-11-26T02:00:00.000Z',
    decided_by: null,
    checked_by: null,
    decided_at: null,
    decision_reason: null,
    pending_proposal: null,
    ...over,
  };
}

export function screeningReply(
  matches: ScreeningMatch[],
  pending: Proposal[] = [],
  summary: Partial<{
    state: 'not_screened' | 'clear' | 'open_match' | 'confirmed';
    four_eyes_approval: boolean;
    high_risk_reasons: string[];
    frozen: boolean;
    missing_lists: ('un' | 'dttot' | 'proliferation')[];
  }> = {},
) {
  const open = matches.filter((m) => m.status === 'open').length;
  return {
    body: {
      status_code: '00',
      data: {
        summary: {
          state: open > 0 ? 'open_match' : 'clear',
          open_matches: open,
          last_screened_at: '2026-11-26T02:00:00.000Z',
          four_eyes_approval: false,
          high_risk_reasons: [],
          frozen: false,
          missing_lists: [],
          ...summary,
        },
        matches,
        pending_proposals: pending,
      },
    },
  };
}

/** The files a proposal's evidence names (GET /v1/get/file?path=…). */
export const EVIDENCE_FILES = ['kyc/p1/photo.png', 'kyc/p1/ktp.png', 'kyc/p1/photo-ktp.png'];

/** GET /v1/{prefix}/proposals/{id}: the proposal with its evidence, nothing changed since (decision 0133). */
export function proposalEvidenceReply(p: Proposal = proposal(), over: Partial<ProposalEvidence> = {}) {
  const evidence: ProposalEvidence = {
    participant: {
      fullname: 'Djoko Soesanto',
      ktp_no: '3174051708750003',
      place_of_birth: 'Jakarta',
      date_of_birth_text: '17 Agustus 1975',
      gender: 'Laki-laki',
      citizenship_text: 'WNI',
      mothers_name: 'Sri Wahyuni',
      address_line: 'Jl. Melati No. 1 RT 001 RW 002, Kebon Jeruk, Jakarta Barat, DKI Jakarta 11530',
    },
    documents: [
      { key: 'photo', path: EVIDENCE_FILES[0] ?? null, changed: false },
      { key: 'ktp', path: EVIDENCE_FILES[1] ?? null, changed: false },
      { key: 'photo_with_ktp', path: EVIDENCE_FILES[2] ?? null, changed: false },
    ],
    match: p.match_id ? match({ pending_proposal: p.status === 'pending' ? p : null }) : null,
    high_risk_reasons: [],
    changes: p.status === 'pending' ? { changed: false, itemized: true, documents: [], sections: [] } : null,
    ...over,
  };
  return { body: { status_code: '00', data: { proposal: p, evidence } } };
}
