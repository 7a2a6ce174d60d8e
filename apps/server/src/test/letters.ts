/**
 * A number's digits written in letters (0 → a, 1 → b, …), for names that the forms accept only as
 * letters; digits given as a string keep their leading zeros ('007' → 'aah').
 */
export const inLetters = (n: number | string) =>
  String(n)
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');

/** One consonant-vowel syllable per digit: no two neighbours form a pair the name search folds. */
const SYLLABLES = ['ba', 'ki', 'du', 'me', 'lo', 'ra', 'su', 'te', 'wi', 'no'] as const;

/**
 * A number as a word of syllables, six of them ('000123' → 'bababakidume'), for test customers'
 * names. The name search reads names as the screening does (decision 0134): doubled letters once,
 * 'ch' as 'h', a final '-ah' as '-a' … so `inLetters`' words could fold into one another ('aaaabb'
 * → 'ab', a prefix of 'aaaabc' → 'abc'). These words fold into themselves: consonant and vowel
 * alternate, so no fold's pattern occurs, and a fixed width makes none the start of another.
 */
export const inSyllables = (n: number) =>
  String(n)
    .padStart(6, '0')
    .split('')
    .map((d) => SYLLABLES[Number(d)])
    .join('');
