/** A number written in letters (0 → a, 1 → b, …), for names that the forms accept only as letters. */
export const inLetters = (n: number) =>
  String(n)
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');
