/**
 * The trading password the 'Verifikasi Peserta' form proposes (decision 0137), made in the browser
 * from crypto.getRandomValues: it meets tradePasswordField's rules (both cases, a digit and a
 * symbol, no space) with room to spare. Characters easily misread on the one-time page (0/O, 1/l/I)
 * are left out, since the customer copies it into the trading platform (decision 0090).
 */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*+=?@!';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;
export const TRADE_PASSWORD_LENGTH = 14;

/** A uniform index below `n`, from 32 random bits, the biased top of the range drawn again. */
function randomBelow(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < limit) return value % n;
  }
}

const pick = (alphabet: string) => alphabet.charAt(randomBelow(alphabet.length));

export function generateTradePassword(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < TRADE_PASSWORD_LENGTH) chars.push(pick(ALL));
  // Fisher–Yates: the four required kinds are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
