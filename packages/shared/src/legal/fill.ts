/** Fills the placeholders of a legal text with the company identity, the bank name and the date. */
import type { LegalDocument, LegalIdentity } from './types';

/** The bank name used when a text is shown before a bank is chosen. */
export const DEFAULT_BANK_NAME = 'Bank Mitra';

const PLACEHOLDER = /\{\{(company_name|company_address|cs_phone|cs_email|bank_name)\}\}/g;

export function fillText(text: string, identity: LegalIdentity): string {
  return text.replace(PLACEHOLDER, (_, key: keyof LegalIdentity) => {
    if (key === 'bank_name') return identity.bank_name ?? DEFAULT_BANK_NAME;
    return String(identity[key] ?? '');
  });
}

/** A filled copy; the template is never changed. */
export function fillLegalDocument(doc: LegalDocument, identity: LegalIdentity): LegalDocument {
  const f = (text: string) => fillText(text, identity);
  return {
    id: doc.id,
    version: doc.version,
    title: f(doc.title),
    sections: doc.sections.map((s) => ({
      ...(s.title === undefined ? {} : { title: f(s.title) }),
      clauses: s.clauses.map((c) => ({
        number: c.number,
        ...(c.title === undefined ? {} : { title: f(c.title) }),
        paragraphs: c.paragraphs.map(f),
        ...(c.choices ? { choices: c.choices.map((ch) => ({ ...ch, label: f(ch.label) })) } : {}),
      })),
    })),
    ...(doc.acknowledgement
      ? {
          acknowledgement: {
            ...doc.acknowledgement,
            statement: f(doc.acknowledgement.statement),
            date: identity.date ?? doc.acknowledgement.date,
          },
        }
      : {}),
  };
}

/** Every paragraph of a document, in order, with clause titles: for search and tests. */
export function documentText(doc: LegalDocument): string {
  const lines: string[] = [doc.title];
  for (const s of doc.sections) {
    if (s.title) lines.push(s.title);
    for (const c of s.clauses) {
      if (c.title) lines.push(c.title);
      lines.push(...c.paragraphs);
      for (const ch of c.choices ?? []) lines.push(ch.label);
    }
  }
  if (doc.acknowledgement) lines.push(doc.acknowledgement.statement, doc.acknowledgement.option);
  return lines.join('\n');
}
