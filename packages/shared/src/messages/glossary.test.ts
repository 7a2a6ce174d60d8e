/**
 * Every text of ours in the catalogue against the glossary and the English words (decision 0128);
 * the quoted texts, marked in SPEC_TEXTS, are exempt and pinned as written.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { NIK_WARNING_STAFF_MESSAGES } from '../nik';
import {
  ENGLISH_TERMS,
  ENGLISH_WORDS,
  englishWordsIn,
  GLOSSARY,
  glossaryBreaches,
  SPEC_TEXTS,
} from './glossary';

const spec: Readonly<Record<string, string>> = SPEC_TEXTS;
const ours = Object.entries(MSG).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && !(entry[0] in spec),
);

describe('the quoted texts (SPEC_TEXTS)', () => {
  it('stay exactly as written, English words and spellings included', () => {
    const texts: Record<string, unknown> = MSG;
    const differing = Object.entries(spec).filter(([key, text]) => texts[key] !== text);
    expect(differing).toEqual([]);
  });
});

describe('the texts Kilau wrote itself', () => {
  it('carry no English word', () => {
    const english = ours.flatMap(([key, text]) => englishWordsIn(text).map((word) => `${key}: ${word}`));
    expect(english).toEqual([]);
  });

  it('name each thing with the glossary’s one word', () => {
    const breaches = ours.flatMap(([key, text]) => glossaryBreaches(text).map((b) => `${key}: ${b}`));
    expect(breaches).toEqual([]);
  });

  it('the glossary catches what it is for', () => {
    expect(glossaryBreaches('Masukkan kata sandi Anda')).toEqual(["'kata sandi' → 'Password'"]);
    expect(glossaryBreaches('Foto Terbaru')).toEqual(["'Foto Terbaru' → 'Foto Terkini'"]);
    expect(glossaryBreaches('Foto dengan KTP')).toHaveLength(1);
    expect(glossaryBreaches('Foto Diri dengan KTP')).toEqual([]);
    expect(englishWordsIn('Previous page')).toEqual(['Previous', 'page']);
    expect(englishWordsIn('Halaman {page} dari {pages}')).toEqual([]);
    expect(GLOSSARY.every((g) => g.variants.flags.includes('g'))).toBe(true);
  });

  it('the English list catches the back-office’s English, the product’s own terms left alone (decision 0136)', () => {
    expect(englishWordsIn('Review data user sebelum submit ke dashboard')).toEqual([
      'Review',
      'user',
      'submit',
      'dashboard',
    ]);
    expect(englishWordsIn('Upload file, preview, lalu approve atau reject dari list')).toEqual([
      'Upload',
      'preview',
      'approve',
      'reject',
      'list',
    ]);
    expect(englishWordsIn('Audit Trail · Trade Desk · back-office · passkey · whitelist')).toEqual([
      'Trail',
      'Desk',
      'back',
      'office',
      'passkey',
      'whitelist',
    ]);
    expect(englishWordsIn('Screening oleh maker, lalu checker; alert dan case di watchlist; retry')).toEqual([
      'Screening',
      'maker',
      'checker',
      'alert',
      'case',
      'watchlist',
      'retry',
    ]);
    expect(englishWordsIn('Email atau Password salah; buka link di email; Login Admin')).toEqual([]);
    // Decision 0219: only the quoted texts and the spec's two buttons keep them.
    expect(englishWordsIn('Peserta Blacklist; di-blacklist; Unblacklist peserta')).toEqual([
      'Blacklist',
      'blacklist',
      'Unblacklist',
    ]);
    const banned = new Set(ENGLISH_WORDS.map((w) => w.toLowerCase()));
    expect(Object.keys(ENGLISH_TERMS).filter((term) => banned.has(term))).toEqual([]);
    expect(new Set(ENGLISH_WORDS).size).toBe(ENGLISH_WORDS.length);
  });

  it('the glossary holds the product’s words for a link and the blacklist (decision 0219)', () => {
    expect(glossaryBreaches('Buka tautan ini; tautannya berlaku 72 jam')).toEqual([
      "'tautan' → 'link'",
      "'tautannya' → 'link'",
    ]);
    expect(glossaryBreaches('Masuk blacklist; peserta yang di-blacklist; akun blacklisted')).toEqual([
      "'blacklist' → 'daftar hitam'",
      "'di-blacklist' → 'daftar hitam'",
      "'blacklisted' → 'daftar hitam'",
    ]);
    expect(glossaryBreaches('Unblacklist peserta')).toEqual([
      "'Unblacklist' → 'keluarkan dari daftar hitam'",
    ]);
    expect(glossaryBreaches('Browser ini')).toEqual(["'Browser' → 'peramban'"]);
    expect(glossaryBreaches('daftar Hitam')).toEqual(["'daftar Hitam' → 'daftar hitam'"]);
    expect(
      glossaryBreaches(
        'Link aktivasi; Daftar hitam; Daftar Hitam Kilau; Peserta Daftar Hitam; ke daftar hitam; peramban',
      ),
    ).toEqual([]);
  });

  it('log the customer in with one word on every button: Masuk', () => {
    expect(MSG.inactivityLogin).toBe(MSG.buttonLogin);
  });

  it('speak of the participant, never to them as “Anda”, where staff read them', () => {
    const staffTexts = [...Object.values(NIK_WARNING_STAFF_MESSAGES), MSG.accountNoPendingStaff];
    expect(staffTexts.filter((text) => /\bAnda\b/i.test(text))).toEqual([]);
  });
});
