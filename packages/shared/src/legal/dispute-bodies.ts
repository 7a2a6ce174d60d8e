/**
 * The dispute bodies of the Perjanjian Pemberian Amanat's clause 24, on their own so that the
 * onboarding schemas, which every step loads, can check a choice without carrying the agreement's
 * text (about 4 kB gzip; decision 0051).
 */
import type { LegalChoice } from './types';

/** The dispute bodies the customer chooses from in clause 24. */
export const DISPUTE_BODY_CHOICES = [
  {
    id: 'bakti',
    label: 'Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI)',
    needs_detail: false,
  },
  {
    id: 'pengadilan_negeri',
    label: 'Pengadilan Negeri',
    needs_detail: true,
    detail_label: 'Nama Pengadilan Negeri yang dipilih',
  },
] as const satisfies readonly LegalChoice[];
export type DisputeBodyId = (typeof DISPUTE_BODY_CHOICES)[number]['id'];
export const DISPUTE_BODY_IDS = DISPUTE_BODY_CHOICES.map((c) => c.id) as [DisputeBodyId, ...DisputeBodyId[]];
