/** Test customers' names stay apart under the name search's folds (see `inSyllables`). */
import { describe, expect, it } from 'vitest';
import { nameSearchKey } from '../modules/screening/name-search';
import { inLetters, inSyllables } from './letters';

describe('a test customer’s name', () => {
  it('is read by the name search as written, for every number a worker reaches', () => {
    const changed: string[] = [];
    for (let n = 0; n < 100_000; n++) {
      const word = inSyllables(n);
      if (nameSearchKey(`Nasabah Uji ${word}`) !== `nasaba uji ${word}`) changed.push(word);
    }
    expect(changed).toEqual([]);
  });

  it('is never the start of another’s: one width, one word per number', () => {
    const words = [0, 1, 9, 10, 11, 12, 99_999, 123_456, 999_999].map(inSyllables);
    expect(new Set(words.map((w) => w.length))).toEqual(new Set([12]));
    expect(new Set(words).size).toBe(words.length);
    expect(inSyllables(123)).toBe('bababakidume');
  });

  it('replaces digit letters that folded into one another (the failure it fixes)', () => {
    // 000011 and 000012 as letters: 'aaaabb' folds to 'ab', which begins 'aaaabc' folded ('abc').
    expect(nameSearchKey(inLetters('000011'))).toBe('ab');
    expect(nameSearchKey(inLetters('000012'))).toBe('abc');
    expect(nameSearchKey(inSyllables(11))?.startsWith(nameSearchKey(inSyllables(12)) ?? '')).toBe(false);
    expect(nameSearchKey(inSyllables(12))?.startsWith(nameSearchKey(inSyllables(11)) ?? '')).toBe(false);
  });
});
