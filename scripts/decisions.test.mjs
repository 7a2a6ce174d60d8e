// @ts-check
// The decision records keep their own rules (decision 0138): each is in the index of
// docs/architecture.md §9, each record a later one supersedes is marked there, and a record from
// 0138 on states its decision in at most 400 words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

const DIR = path.join(root, 'docs/decisions');
/** The first record written under decision 0138's word limit. */
const FIRST_SHORT = 138;
const MAX_WORDS = 400;

const records = readdirSync(DIR)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    const supersedes = /^Supersedes:\s*(.+)$/m.exec(text)?.[1] ?? '';
    return {
      file,
      number: Number(file.slice(0, 4)),
      text,
      supersedes: [...supersedes.matchAll(/\d{4}/g)].map((m) => m[0]),
    };
  });

const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const index = architecture.slice(architecture.indexOf('## §9 Decision records'));
/** The index row of a record, by its four-digit number. @param {string} number */
const rowOf = (number) => index.split('\n').find((line) => line.startsWith(`| [${number}](`));

describe('decision records (decision 0138)', () => {
  it('are all listed in the index, each with a link to its file; the new ones say their status', () => {
    const unlisted = records.filter((r) => !index.includes(`(decisions/${r.file})`)).map((r) => r.file);
    expect(unlisted).toEqual([]);
    const withoutStatus = records
      .filter((r) => r.number >= FIRST_SHORT && !/^Status: /m.test(r.text))
      .map((r) => r.file);
    expect(withoutStatus).toEqual([]);
  });

  it('mark in the index every record that a later one supersedes', () => {
    const unmarked = [];
    for (const record of records) {
      const by = String(record.number).padStart(4, '0');
      for (const old of record.supersedes) {
        if (!records.some((r) => r.file.startsWith(`${old}-`)))
          unmarked.push(`${old} (no such record, named by ${by})`);
        else if (!new RegExp(`superseded by [0-9, ]*${by}`).test(rowOf(old) ?? ''))
          unmarked.push(`${old} (superseded by ${by})`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it(`say what they decide in at most ${MAX_WORDS} words from record ${FIRST_SHORT} on`, () => {
    const long = records
      .filter((r) => r.number >= FIRST_SHORT)
      .map((r) => ({ file: r.file, words: r.text.split(/\s+/).filter(Boolean).length }))
      .filter((r) => r.words > MAX_WORDS);
    expect(long).toEqual([]);
  });
});
