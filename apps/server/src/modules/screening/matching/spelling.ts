/**
 * Is one name part the other written another way, or another name (decision 0190)?
 *
 * After normalisation (normalise.ts) the old spellings and the Arabic romanisations are folded, so
 * what still differs between two parts is either a spelling alternation that the folds leave (the
 * Javanese a/o of Santosa and Santoso, the i/y of Rizki and Rizky, the Sundanese p of Arip) or a
 * change that makes another established name: Wahyudi and Wahyuni, Suharto and Suhartono, Fauzi
 * and Fauzan, Sutrisno and Sutarno. Jaro-Winkler cannot tell them apart: it rewards the shared
 * beginning (Wahyudi/Wahyuni 0.94) exactly where Indonesian names differ, in their last syllable.
 *
 * So the difference itself is read: `spellingSteps` finds the fewest alternations from the list
 * below that turn one part into the other, or null when no sequence of them does. Everything else
 * (a consonant changed, a syllable added or dropped, a/i or o/i at the end) makes another name.
 * The list is short on purpose: each entry is a way the same name is written, with an example.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c);

/** Where an alternation applies: `at` is where it starts, `len` how many letters it covers. */
type Where = (word: string, at: number, len: number) => boolean;
/** Anywhere. */
const anywhere: Where = () => true;
/** At the end of the part. */
const atEnd: Where = (w, at, len) => at + len === w.length;
/**
 * Past the first syllable and not at the end: Ahmed/Ahmad and Zubeir/Zubair, but Yeni/Yani,
 * Hendi/Handi and Herman/Harman are two names.
 */
const inside: Where = (w, at, len) => at >= 2 && at + len < w.length;
/** Before a consonant (Mukhlis, written Muklis once kh has become h). */
const beforeConsonant: Where = (w, at, len) => at + len < w.length && !isVowel(w[at + len]);
/** Before a consonant that is not a glide (j, y). */
const beforeHardConsonant: Where = (w, at, len) =>
  beforeConsonant(w, at, len) && w[at + len] !== 'j' && w[at + len] !== 'y';
/** The Malay e between a consonant and an r before a vowel (Putera/Putra, Indera/Indra). */
const beforeR: Where = (w, at, len) =>
  at > 0 && !isVowel(w[at - 1]) && w[at + len] === 'r' && isVowel(w[at + len + 1]);
/** Where a Latin c is hard: not before e or i (Cici and Kiki are two names). */
const hardC: Where = (w, at, len) => w[at + len] !== 'e' && w[at + len] !== 'i';
/** Where a Latin c is soft: before e or i, past the first letter. */
const softC: Where = (w, at, len) => at > 0 && (w[at + len] === 'e' || w[at + len] === 'i');
/** An h after a vowel, at the end or before a consonant (Mariah/Maria, Fahmi/Fami). */
const looseH: Where = (w, at, len) => isVowel(w[at - 1]) && (at + len === w.length || !isVowel(w[at + len]));

/** [one spelling, the other, where it may stand]. */
type Alternation = readonly [string, string, Where];

/**
 * The alternations, each read both ways: [one spelling, the other, where]. Applied to parts already
 * folded by normalise.ts (oe→u, dj→j, tj→c, y→j but after s and n, kh→h, doubled letters once).
 */
const ALTERNATIONS: readonly Alternation[] = [
  // Vowels.
  ['a', 'o', anywhere], // Javanese a/o: Santosa/Santoso, Nugraha/Nugroho, Jaka/Joko; Mustafa/Mustofa
  ['e', 'i', anywhere], // Ismail/Ismael, Ibrahim/Ebrahim, Jailani/Jaelani
  ['o', 'u', anywhere], // Umar/Omar, Usama/Osama, Nur/Nor
  ['e', 'a', inside], // Ahmad/Ahmed, Iskandar/Iskander, Zubair/Zubeir
  ['e', 'u', inside], // Yusuf/Yusef
  ['i', 'j', anywhere], // y written j: Rizki/Rizky, Aditia/Aditya, Sulaiman/Sulayman
  ['i', 'y', anywhere], // y kept after n and s: Kurniawan/Kurnyawan
  ['ia', 'ija', anywhere], // a glide after i: Zakaria/Zakariya, Sumiati/Sumiyati
  ['ie', 'ije', anywhere],
  ['io', 'ijo', anywhere], // Prasetio/Prasetiyo
  ['iu', 'iju', anywhere],
  ['ua', 'uwa', anywhere], // a glide after u: Suardi/Suwardi, Juanda/Juwanda
  ['ue', 'uwe', anywhere],
  ['ui', 'uwi', anywhere],
  ['au', 'awu', anywhere], // Daud/Dawud
  ['ij', 'j', anywhere], // Hariyanto/Haryanto, Sulistiyo/Sulistyo
  ['ie', 'i', anywhere], // Arief/Arif, Taufiek/Taufik
  ['ei', 'i', anywhere], // Husein/Husin
  ['ai', 'e', anywhere], // Zainal/Zenal
  ['au', 'o', anywhere], // Taufik/Tofik (Sundanese Topik)
  ['ul', 'al', atEnd], // the article in a compound: Zainul/Zainal
  ['h', 'ha', beforeConsonant], // Bahrudin/Baharuddin
  ['e', '', beforeR], // Saputera/Saputra
  // Consonants.
  ['f', 'p', anywhere], // Sundanese and Javanese: Arif/Arip, Yusuf/Yusup, Fitri/Pitri
  ['f', 'v', anywhere], // Novi/Nofi
  ['p', 'v', anywhere],
  ['z', 'j', anywhere], // Sundanese: Zainal/Jaenal
  ['z', 's', anywhere], // Aziz/Azis, Faizal/Faisal
  ['z', 'd', atEnd], // Arabic dh/dz: Mahfudz/Mahfud, Hafidz/Hafid
  ['s', 'sy', anywhere], // Syamsul/Samsul, Sholeh/Soleh (sh is folded to sy)
  ['d', 't', atEnd], // Ahmad/Ahmat, Mahmud/Mahmut
  ['h', 'k', beforeHardConsonant], // kh: Mukhlis (muhlis)/Muklis, Fakhri/Fakri
  ['h', '', looseH], // Mariah/Maria
  ['gh', 'g', anywhere], // Ghazali/Gazali
  // The old tj was today's c or ty, the old dj today's j or dy; the folds read them as c and j:
  // Prasetjo/Prasetyo, Widjastuti/Widyastuti.
  ['c', 'tj', anywhere],
  ['j', 'dj', anywhere],
  ['x', 'ks', anywhere], // Alex/Aleks
  ['c', 'k', hardC], // Latin and Dutch names: Benedictus/Benediktus, Victor/Viktor, Marcus/Markus
  ['c', 's', softC], // Fransiska/Francisca, Marselina/Marcelina (not at the start: Cinta, Sinta)
];

/** Both directions, grouped by the letter the first spelling starts with ('' for insertions). */
const BY_FIRST = new Map<string, Alternation[]>();
for (const [x, y, where] of ALTERNATIONS) {
  for (const [a, b] of [
    [x, y],
    [y, x],
  ] as const) {
    const key = a.charAt(0);
    const list = BY_FIRST.get(key) ?? [];
    list.push([a, b, where]);
    BY_FIRST.set(key, list);
  }
}
const NO_RULES: readonly Alternation[] = [];
const INSERTIONS = BY_FIRST.get('') ?? NO_RULES;

/** Parts are compared on their first 24 letters (no name part is longer). */
const MAX = 25;
const cost = new Uint8Array(MAX * MAX);
const NONE = 255;

/**
 * The fewest alternations that turn `a` into `b` (0 when equal), or null when they are not one
 * name written two ways. A part may take at most one alternation per four letters, and one more:
 * past that, nothing of the name is left in common.
 */
export function spellingSteps(a: string, b: string): number | null {
  if (a === b) return 0;
  const la = Math.min(a.length, MAX - 1);
  const lb = Math.min(b.length, MAX - 1);
  if (Math.abs(la - lb) > 3) return null;
  const w = lb + 1;
  cost.fill(NONE, 0, (la + 1) * w);
  cost[0] = 0;
  // Every step moves forward, so the table fills row by row; `furthest` is the last row reached.
  let furthest = 0;
  for (let i = 0; i <= la; i++) {
    if (i > furthest) return null;
    for (let j = 0; j <= lb; j++) {
      const here = cost[i * w + j] as number;
      if (here === NONE) continue;
      if (i < la && j < lb && a[i] === b[j]) relax(i + 1, j + 1, here);
      if (i < la) for (const alt of BY_FIRST.get(a[i] as string) ?? NO_RULES) step(alt, i, j, here);
      for (const alt of INSERTIONS) step(alt, i, j, here);
    }
  }
  const steps = cost[la * w + lb] as number;
  if (steps === NONE) return null;
  return steps <= 1 + Math.floor(Math.min(la, lb) / 4) ? steps : null;

  function step([x, y, where]: Alternation, i: number, j: number, here: number) {
    if (i + x.length > la || j + y.length > lb) return;
    if (!a.startsWith(x, i) || !b.startsWith(y, j)) return;
    if (!where(a, i, x.length) || !where(b, j, y.length)) return;
    relax(i + x.length, j + y.length, here + 1);
  }
  function relax(i: number, j: number, value: number) {
    const k = i * w + j;
    if (value < (cost[k] as number)) cost[k] = value;
    if (i > furthest) furthest = i;
  }
}

/**
 * Keys that every two spellings `spellingSteps` accepts have in common (at least one), for the
 * index's blocking: the consonants, with what the alternations change taken out. Vowels, h, y and
 * a w between vowels go (Suwardi/Suardi, Dawud/Daud); f, p and v are one letter, so are d, t and
 * c (Prasetjo, read Praseco) unless the c is Latin (a k, or an s before e and i: Benedictus,
 * Francisca), and z and s; a d before j goes or stays (Widjastuti, Rudy); a k before a consonant
 * goes (Mukhlis/Muklis), x is s, and a final d, t, z or s goes (Mahfudz/Mahfud, Aziz/Azis). The j
 * is read three ways, since it is a vowel's glide (Rizky) or a z (Jaenal): dropped, as z, and as z
 * only when it begins the part.
 */
export function spellingKeys(token: string): string[] {
  const keys = new Set<string>();
  const djs = token.includes('dj') ? [false, true] : [false];
  const cs = token.includes('c') ? (['t', 'latin'] as const) : (['t'] as const);
  for (const jMode of [0, 1, 2] as const) {
    for (const djAsJ of djs) for (const cAs of cs) keys.add(skeleton(token, jMode, djAsJ, cAs));
  }
  return [...keys];
}

/** Vowels and the glides that alternate with them (i/j, i/y). */
const VOWEL_LIKE = new Set(['a', 'e', 'i', 'o', 'u', 'j', 'y']);

/** A y or j that is a glide or a vowel's, not the y of sy and ny. */
const vowelLike = (token: string, i: number): boolean =>
  VOWEL_LIKE.has(token[i] as string) && !(token[i] === 'y' && (token[i - 1] === 's' || token[i - 1] === 'n'));

/**
 * The consonants as spellingKeys reads them; `jMode` is how a j is read (see there), `djAsJ`
 * whether a d before j goes (the old dj of Widjastuti, today's dy), `cAs` whether a c is the old
 * tj or a Latin c.
 */
function skeleton(token: string, jMode: 0 | 1 | 2, djAsJ: boolean, cAs: 't' | 'latin'): string {
  let out = '';
  const last = token.length - 1;
  for (let i = 0; i <= last; i++) {
    let c = token[i] as string;
    if (VOWELS.has(c) || c === 'h' || c === 'y') continue;
    if (c === 'w' && vowelLike(token, i - 1) && vowelLike(token, i + 1)) continue;
    if (c === 'c') c = cAs === 't' ? 't' : softC(token, i, 1) ? 's' : 'k';
    if (c === 'j') {
      if (jMode === 0 || (jMode === 2 && i > 0)) continue;
      c = 's';
    } else if (c === 'k' && i < last && !VOWEL_LIKE.has(token[i + 1] as string)) continue;
    else if (c === 'd' && djAsJ && token[i + 1] === 'j') continue;
    else if (c === 'x' || c === 'z') c = 's';
    else if (c === 'f' || c === 'v') c = 'p';
    else if (c === 'd') c = 't';
    // The last consonant (an h may follow it, and the y of an s written sy).
    const tail = token.slice(i + 1);
    if ((c === 't' || c === 's') && (/^h*$/.test(tail) || (token[i] === 's' && /^yh*$/.test(tail)))) continue;
    if (!out.endsWith(c)) out += c;
  }
  return out;
}
