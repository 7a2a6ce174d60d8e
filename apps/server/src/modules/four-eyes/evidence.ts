/**
 * The evidence digest a proposal is bound to (decision 0111): SHA-256 over a canonical JSON of
 * what the proposer judged. Keys are sorted at every level so the digest depends on the data only,
 * never on the order a JSON column returns its keys in.
 *
 * Beside the one digest the approval checks, a proposal keeps a digest per part (each section,
 * each document, the screening) so the checker is told what changed since it was made (decision
 * 0133). The parts only explain; the one digest still decides whether a proposal lapses.
 */
import { createHash } from 'node:crypto';
import {
  ATTACHMENT_FIELDS,
  type AttachmentField,
  EVIDENCE_SECTIONS,
  type EvidenceSection,
} from '@kilau/shared';
import type { recordEvidenceOf } from './four-eyes.repository';

export interface Evidence {
  record: NonNullable<Awaited<ReturnType<typeof recordEvidenceOf>>>;
  /** The participant's matches, ordered by id: id, status and their own evidence digest. */
  matches: { id: string; status: string; evidenceDigest: string }[];
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const sha256 = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');

export function evidenceDigest(e: Evidence): string {
  return sha256({ record: e.record, matches: e.matches });
}

/**
 * A monitoring case's decision is bound to the case (decision 0209): its status, severity and
 * alerts with their facts. An alert that joins it meanwhile changes the digest. One part: the case.
 */
export function caseEvidenceDigest(caseEvidence: unknown): { digest: string; parts: Record<string, string> } {
  const digest = sha256({ case: caseEvidence });
  return { digest, parts: { case: digest } };
}

/** A section without the time it was saved: saving the same data again changes nothing a checker reads. */
function unsaved(section: object): Record<string, unknown> {
  const { saved_at: _saved, ...rest } = section as Record<string, unknown>;
  return rest;
}

const documentKey = (field: AttachmentField) => `document.${field}`;

/** A digest per part: each of EVIDENCE_SECTIONS and `document.<field>` for each attachment. */
export function evidenceParts(e: Evidence): Record<string, string> {
  const r = e.record;
  const attachment = unsaved(r.attachment);
  const statements = Object.fromEntries(
    Object.entries(attachment).filter(([k]) => !(ATTACHMENT_FIELDS as readonly string[]).includes(k)),
  );
  const sections: Record<EvidenceSection, unknown> = {
    personal: { personal: unsaved(r.personal), fullname: r.fullname },
    identity_address: unsaved(r.identityAddress),
    bank_account: unsaved(r.bankAccount),
    review_status: { status: r.statusNasabah, video: r.videoStatus },
    agreements: statements,
    screening: e.matches,
  };
  const parts: Record<string, string> = {};
  for (const s of EVIDENCE_SECTIONS) parts[s] = sha256(sections[s]);
  for (const f of ATTACHMENT_FIELDS) parts[documentKey(f)] = sha256(attachment[f] ?? null);
  return parts;
}

export interface EvidenceChanges {
  /** The one digest differs: approving would lapse the proposal. */
  changed: boolean;
  /** The proposal kept its parts (made since decision 0133): the lists below say what changed. */
  itemized: boolean;
  documents: AttachmentField[];
  sections: EvidenceSection[];
}

/** What changed between a proposal's evidence and the evidence now. */
export function evidenceChanges(
  proposal: { evidenceDigest: string; evidenceParts: Record<string, string> | null },
  now: Evidence,
): EvidenceChanges {
  const changed = evidenceDigest(now) !== proposal.evidenceDigest;
  const then = proposal.evidenceParts;
  if (!then) return { changed, itemized: false, documents: [], sections: [] };
  const parts = evidenceParts(now);
  const differs = (key: string) => then[key] !== parts[key];
  return {
    changed,
    itemized: true,
    documents: ATTACHMENT_FIELDS.filter((f) => differs(documentKey(f))),
    sections: EVIDENCE_SECTIONS.filter(differs),
  };
}
