/**
 * The back-office's one participant search as SQL (decision 0087): a name matches anywhere in the
 * record's or the account's name, case aside, or by its spelling (decision 0134: each typed part,
 * read as the screening reads names, begins a part of the record's stored name key); digits match
 * the start of the NIK or of the phone number (+62/62 already read as 0 by the shared
 * parseParticipantSearch). The query it joins into must have `kyc_customers` and `users`. No index
 * serves a name inside a word: each list's own status/platform index narrows the rows first (the
 * review bench measures it).
 */
import type { ParticipantSearch } from '@kilau/shared';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { kycCustomers, users } from '../../db/schema';
import { nameSearchParts } from '../screening';

/** A LIKE pattern that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function participantSearchCondition(search: ParticipantSearch | null | undefined): SQL | undefined {
  if (!search) return undefined;
  if (search.kind === 'name') {
    const pattern = `%${literal(search.text)}%`;
    const parts = nameSearchParts(search.text);
    // The key's parts are letters and digits joined by one space: a part begins after a space.
    const bySpelling = parts.length
      ? and(...parts.map((part) => sql`(' ' || ${kycCustomers.nameSearchKey}) like ${`% ${literal(part)}%`}`))
      : undefined;
    return or(
      sql`${kycCustomers.fullname} ilike ${pattern}`,
      sql`${users.fullname} ilike ${pattern}`,
      bySpelling,
    );
  }
  return or(
    search.nikPrefix
      ? sql`(${kycCustomers.personal}->>'ktp_no') like ${`${literal(search.nikPrefix)}%`}`
      : undefined,
    sql`${users.phonenumber} like ${`${literal(search.phonePrefix)}%`}`,
  );
}
