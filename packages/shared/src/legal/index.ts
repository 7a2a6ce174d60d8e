/**
 * The legal texts of the onboarding flow (docs/product/onboarding.md § Overview), as structured data with a stable id and a
 * version each, so that an acceptance is stored with the version that was shown.
 */
import { ketentuanTabungan } from './ketentuan-tabungan';
import { pemilikManfaat } from './pemilik-manfaat';
import { perjanjianAmanat } from './perjanjian-amanat';
import { profilPerusahaan } from './profil-perusahaan';
import { rekeningPeserta } from './rekening-peserta';
import { ringkasanBiaya } from './ringkasan-biaya';
import { simulasiTransaksi } from './simulasi-transaksi';
import { LEGAL_DOCUMENT_IDS, type LegalDocument, type LegalDocumentId } from './types';

export { DISPUTE_BODY_CHOICES, DISPUTE_BODY_IDS, type DisputeBodyId } from './dispute-bodies';
export * from './figures';
export { DEFAULT_BANK_NAME, documentText, fillLegalDocument, fillText } from './fill';
export {
  countWithWords,
  grams as formatGramsId,
  idNumber as formatNumberId,
  percent as formatPercentId,
  rupiah as formatRupiahId,
} from './number-format';
export { BENEFICIAL_OWNER_CHOICES } from './pemilik-manfaat';
export {
  type DisputeChoice,
  disputeChoiceLabel,
  disputeChoiceSchema,
} from './perjanjian-amanat';
export { denominationList, feeLines } from './ringkasan-biaya';
export { computeSimulation, type Simulation, type SimulationLeg } from './simulasi-transaksi';
export * from './types';

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'profil-perusahaan': profilPerusahaan,
  'ringkasan-biaya': ringkasanBiaya,
  'rekening-peserta': rekeningPeserta,
  'ketentuan-tabungan': ketentuanTabungan,
  'perjanjian-amanat': perjanjianAmanat,
  'simulasi-transaksi': simulasiTransaksi,
  'pemilik-manfaat': pemilikManfaat,
};

export function isLegalDocumentId(id: string): id is LegalDocumentId {
  return (LEGAL_DOCUMENT_IDS as readonly string[]).includes(id);
}

/** The template of a document (placeholders unfilled), or undefined for an unknown id. */
export function getLegalDocument(id: string): LegalDocument | undefined {
  return isLegalDocumentId(id) ? LEGAL_DOCUMENTS[id] : undefined;
}
