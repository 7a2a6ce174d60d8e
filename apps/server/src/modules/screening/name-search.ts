/**
 * The participant lists' search by spelling (decision 0134): a name as the screening normaliser
 * reads it (decision 0111), so that 'suhartono' finds 'Soehartono' and 'Achmad' finds 'Ahmad'. The
 * record keeps its name's key beside the name, written where the name is written, so a search
 * compares stored text and never runs the normaliser over the rows.
 */
import { normaliseName } from './matching/normalise';

/**
 * The key stored beside a record's name: its normalised parts joined by single spaces ('' for a
 * name without a part), null for no name.
 */
export function nameSearchKey(fullname: string | null | undefined): string | null {
  if (fullname === null || fullname === undefined) return null;
  return normaliseName(fullname).join(' ');
}

/** The parts of a typed search, read the same way: each must begin one of the name's parts. */
export function nameSearchParts(typed: string): string[] {
  return normaliseName(typed);
}
