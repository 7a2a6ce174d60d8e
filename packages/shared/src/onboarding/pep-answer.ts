/**
 * The customer's answer to the PEP question of step 1 (docs/product/onboarding.md) as every screen
 * and document writes it: 'Ya: {function}', 'Tidak', or null when the record was made before the
 * question existed.
 */
import { MSG } from '../messages';

export function pepAnswerText(p: { is_pep?: boolean | null; pep_position?: string | null }): string | null {
  if (p.is_pep === true) return `${MSG.pepAnswerYes}: ${p.pep_position ?? ''}`;
  return p.is_pep === false ? MSG.pepAnswerNo : null;
}
