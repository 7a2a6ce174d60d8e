/**
 * Enhanced due diligence (EDD) on a Tinggi participant's approval (docs/product/risk-rating.md
 * § Enhanced due diligence): the reviewer who proposes the approval ticks every check that applies
 * and writes what they found; the senior who decides reads it beside the proposal.
 */
import { MSG } from '../messages';
import { z } from '../zod';

/**
 * The checks, in the order the form shows them. `pep_function` applies to a politically exposed
 * person only: declared by the customer, or a confirmed PEP list match (decision 0193).
 */
export const EDD_CHECKS = [
  'source_of_funds',
  'source_of_wealth',
  'purpose',
  'adverse_media',
  'pep_function',
] as const;
export type EddCheck = (typeof EDD_CHECKS)[number];

export const EDD_CHECK_LABELS: Record<EddCheck, string> = {
  source_of_funds: MSG.eddCheckSourceOfFunds,
  source_of_wealth: MSG.eddCheckSourceOfWealth,
  purpose: MSG.eddCheckPurpose,
  adverse_media: MSG.eddCheckAdverseMedia,
  pep_function: MSG.eddCheckPepFunction,
};

export const EDD_NOTE_MIN = 30;
export const EDD_NOTE_MAX = 2000;

/** The checks a participant's EDD needs: every one, the PEP function's only for a PEP (declared or matched). */
export function eddChecksFor(pep: boolean): EddCheck[] {
  return EDD_CHECKS.filter((c) => c !== 'pep_function' || pep);
}

export const eddChecklistSchema = z.object({
  checks: z.array(z.enum(EDD_CHECKS)).max(EDD_CHECKS.length),
  note: z
    .string({ error: MSG.eddNoteRequired })
    .trim()
    .min(EDD_NOTE_MIN, MSG.eddNoteRequired)
    .max(EDD_NOTE_MAX, MSG.eddNoteMax),
});
export type EddChecklist = z.infer<typeof eddChecklistSchema>;
