/**
 * A number's digits written in letters (0 → a, 1 → b, …), for names that the forms accept only as
 * letters; digits given as a string keep their leading zeros ('007' → 'aah').
 */
export const inLetters = (n: number | string) =>
  String(n)
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');
