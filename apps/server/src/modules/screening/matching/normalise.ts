/**
 * Indonesian names before comparing (decision 0111). The same rules run on the participant's name
 * and on every list name, so a rule never has to be right about which form is "correct": it only
 * has to bring the forms people actually write to one. Each rule is exported and tested alone; the
 * order in `normaliseName` matters and is explained there.
 *
 * Choices worth knowing:
 * - Titles come before a name (H., Hj., Ir., Drs., Dr., Prof., K.H., Raden …) and degrees after it
 *   (S.H., S.E., M.M. …), so a title is dropped only at the front and a degree only at the end, and
 *   never the last remaining token: 'Ir' or 'Se' inside a name stays a name part.
 * - Raden (R., R.A., R.M.) is a hereditary Javanese title that one document shows and another
 *   omits; it is dropped at the front like the other titles.
 * - Habib, Sayyid, Syekh, Ustadz and Kyai are honorifics in front of the name (Habib is also a
 *   given name elsewhere, but both sides drop it alike, so at worst the name gets shorter).
 * - A lone 'M.' is written for Muhammad but also for Maria or Made: it stays the initial 'm', which
 *   matches Muhammad as an initial (weighing less). The unambiguous abbreviations (Moh., Mohd., Md.,
 *   Muh., Mhd.) become 'muhammad'.
 */

/** Lower case, with diacritics folded (NFKD, then the combining marks dropped): 'Ṣāliḥ' → 'salih'. */
export function foldCase(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Punctuation and spacing folded: apostrophes and the Arabic 'ayn/hamza marks vanish (Ma'ruf →
 * maruf), every other sign but the dot and the hyphen becomes a space (the dot marks titles and
 * initials, the hyphen the 'al-' article; both are resolved later), runs of spaces become one.
 */
export function foldPunctuation(s: string): string {
  return s
    .replace(/['`´‘’ʻʼʿʾ]/g, '')
    .replace(/[^\p{L}\p{N}.\-\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Compares a written title with the lists below: without dots, so 'S.H.', 'SH' and 'S.H' are one. */
const bare = (token: string): string => token.replace(/[.-]/g, '');

/** Titles and honorifics written before the name. */
export const LEADING_TITLES: ReadonlySet<string> = new Set([
  'h',
  'hj',
  'haji',
  'hajjah',
  'hajah',
  'ir',
  'drs',
  'dra',
  'dr',
  'drg',
  'prof',
  'kh',
  'kyai',
  'kiai',
  'tn',
  'tuan',
  'ny',
  'nyonya',
  'nn',
  'nona',
  'sdr',
  'sdri',
  'saudara',
  'bpk',
  'bapak',
  'pak',
  'ibu',
  'bu',
  'raden',
  'r',
  'ra',
  'rm',
  'rr',
  'rden',
  'habib',
  'sayyid',
  'sayid',
  'syekh',
  'syeikh',
  'syaikh',
  'sheikh',
  'shaikh',
  'ustadz',
  'ustad',
  'ustaz',
]);

/** Academic and professional degrees written after the name. */
export const TRAILING_DEGREES: ReadonlySet<string> = new Set([
  'sh',
  'se',
  'skom',
  'mm',
  'msi',
  'spd',
  'amd',
  'ssos',
  'st',
  'ssi',
  'sip',
  'sag',
  'spdi',
  'sked',
  'ked',
  'mt',
  'mh',
  'mpd',
  'mag',
  'mkom',
  'mba',
  'msc',
  'phd',
  'sp',
  'sps',
  'mkes',
  'skm',
  'ak',
  'cpa',
  'ir',
  'dr',
  'drs',
  'dra',
  'prof',
  'hum',
  'shum',
  'mhum',
  'ssn',
  'sth',
  'mth',
  'ssy',
  'shi',
  'sei',
]);

/**
 * Titles removed from the front and degrees from the end, never the last token. 'K.H.' and 'R.A.'
 * are one token here (they are written without a space).
 */
export function stripTitles(tokens: readonly string[]): string[] {
  const out = [...tokens];
  while (out.length > 1 && LEADING_TITLES.has(bare(out[0] ?? ''))) out.shift();
  while (out.length > 1 && TRAILING_DEGREES.has(bare(out[out.length - 1] ?? ''))) out.pop();
  return out;
}

/** The assimilated forms of the Arabic article: before these letters 'al-' is said and often written ar-, as- … */
const ASSIMILATED = /^a(sy|[rsntdz])$/;

/**
 * Dots and hyphens resolved into tokens. The article 'al-'/'el-' and its assimilated forms (ar-,
 * as-, asy-, an-, ad-, at-, az-) are attached to the word they precede as 'al', however written:
 * with a hyphen, with a space, or together ('Al-Bakri', 'Al Bakri', 'Albakri' → 'albakri';
 * 'Az-Zahra', 'Az Zahra', 'Azzahra' → 'alzahra'). Any other hyphen or dot splits ('M.Yusuf' → 'm',
 * 'yusuf'; 'Abdul-Rahman' → 'abdul', 'rahman').
 */
export function attachArticles(tokens: readonly string[]): string[] {
  const split: string[] = [];
  for (const token of tokens) {
    const article = /^(al|el|ar|as|asy|an|ad|at|az)-(.+)$/.exec(token);
    if (article?.[2]) {
      split.push(`al${article[2].replace(/[.-]/g, '')}`);
      continue;
    }
    for (const part of token.split(/[.-]+/)) if (part) split.push(part);
  }
  const out: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const token = split[i] ?? '';
    const next = split[i + 1];
    const assimilated = ASSIMILATED.exec(token)?.[1];
    if (
      next !== undefined &&
      next.length > 1 &&
      (token === 'al' || token === 'el' || (assimilated && next.startsWith(assimilated)))
    ) {
      out.push(`al${next}`);
      i++;
      continue;
    }
    // Written together with the doubled letter: Azzahra, Arrasyid, Assegaf, Annisa.
    const together = /^a(sy|[rsntdz])\1(\p{L}{3,})$/u.exec(token);
    out.push(together?.[1] && together[2] ? `al${together[1]}${together[2]}` : token);
  }
  return out;
}

/**
 * The token without its article, for comparing 'Ayubi' with 'Al-Ayyubi': null when it has none
 * (an 'al' word of four letters or fewer, Ali or Alwi, is a name of its own).
 */
export function withoutArticle(token: string): string | null {
  return token.length > 4 && token.startsWith('al') ? token.slice(2) : null;
}

/** Patronymic separators: 'Ahmad bin Yusuf' is compared as 'ahmad yusuf' (the parts kept). */
export const SEPARATORS: ReadonlySet<string> = new Set(['bin', 'binti', 'bint', 'ibn', 'ibnu', 'bte', 'bt']);

export function dropSeparators(tokens: readonly string[]): string[] {
  const out = tokens.filter((t) => !SEPARATORS.has(t));
  return out.length ? out : [...tokens];
}

/**
 * The spellings before the 1972 reform (EYD) and the 1947 one (Soewandi), as old identity papers
 * and lists still carry them: oe→u, dj→j, tj→c, nj→ny, sj→sy, ch→kh ('Soedjono' → 'sujono',
 * 'Tjokro' → 'cokro', 'Chairul' → 'khairul'). The old j was today's y ('Hidajat', 'Djojo'), and a
 * name cannot tell which era wrote it, so y and j are one letter here (written j; 'sy' and 'ny' kept).
 */
export function mapOldSpellings(token: string): string {
  return token
    .replace(/oe/g, 'u')
    .replace(/dj/g, 'j')
    .replace(/tj/g, 'c')
    .replace(/nj/g, 'ny')
    .replace(/sj/g, 'sy')
    .replace(/ch/g, 'kh')
    .replace(/(?<![sn])y/g, 'j');
}

/**
 * The romanisations of Arabic names that Indonesian, Malay and English-language lists mix: kh→h
 * (Khadijah/Hadijah, Achmad/Ahmad), sh→sy (Sharif/Syarif), dh→d (Ramadhan/Ramadan), th→t,
 * ts→s (Utsman/Usman), dz→z (Dzulkifli/Zulkifli), q→k (Taufiq/Taufik), ph→f, ou→u and oo→u
 * (Yousef/Yusef), ee→i; doubled letters once (Muhammad/Muhamad, Abdullah/Abdulah, Abdusysyukur),
 * and a final -ah after a consonant as -a (Usamah/Usama, Fatimah/Fatima).
 */
export function foldTransliteration(token: string): string {
  return token
    .replace(/kh/g, 'h')
    .replace(/sh/g, 'sy')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/ts/g, 's')
    .replace(/dz/g, 'z')
    .replace(/q/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/ou|oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/(sy|ny|ng)\1/g, '$1')
    .replace(/([^aeiou])ah$/, '$1a');
}

/**
 * Muhammad's spellings and abbreviations as one token, once the spelling folds ran (so 'Mochammad'
 * arrives as 'mohamad' and 'Mohammed' as 'mohamed').
 */
const MUHAMMAD_FORMS: ReadonlySet<string> = new Set([
  'muhamad',
  'mohamad',
  'mokhamad',
  'mukhamad',
  'muhamed',
  'mohamed',
  'mohamet',
  'muhamet',
  'mahamad',
  'mohd',
  'moh',
  'muh',
  'mhd',
  'md',
  'mochd',
  'mokhd',
  'mohamat',
  'muhammad',
]);
export const MUHAMMAD = 'muhammad';
export function canonicalMuhammad(token: string): string {
  return MUHAMMAD_FORMS.has(token) ? MUHAMMAD : token;
}

/**
 * 'Abd', 'Abdul', 'Abdel', 'Abdur', 'Abdus' … as 'abdul', and the written-together forms split off
 * it: 'Abdurrahman', 'Abdurahman' and 'Abdul Rahman' are all 'abdul rahman' ('abdul' then weighs
 * less, like 'muhammad'). Abdullah is a name of its own (the servant of God) and stays one token.
 * Runs after the transliteration folds (doubled letters are single by then: 'abdurahman').
 */
export const ABDUL = 'abdul';
const ABDUL_FORMS: ReadonlySet<string> = new Set([
  'abd',
  'abdu',
  'abdul',
  'abdel',
  'abdal',
  'abdil',
  'abdur',
  'abdus',
  'abdusy',
  'abdun',
  'abduz',
  'abdut',
  'abdud',
]);
const ABDULLAH_FORMS: ReadonlySet<string> = new Set(['abdula', 'abdala', 'abdela', 'abdulah', 'abdalah']);
export function foldAbdul(token: string): string[] {
  if (ABDUL_FORMS.has(token)) return [ABDUL];
  if (ABDULLAH_FORMS.has(token)) return ['abdula'];
  // Abdulaziz, Abdelkader, Abdalrahman: the article written into the word.
  const withArticle = /^abd(?:u|e|a|i)l(\p{L}{3,})$/u.exec(token);
  if (withArticle?.[1]) return [ABDUL, withArticle[1]];
  // Abdurahman, Abdusalam, Abdusyakur, Abdunasir: the assimilated article (sun letters).
  const assimilated = /^abdu(sy|[rsnztd])(\p{L}{2,})$/u.exec(token);
  if (assimilated?.[1] && assimilated[2]) return [ABDUL, assimilated[1] + assimilated[2]];
  return [token];
}

/** One token's spelling folds, then the name forms: what `normaliseName` does to each word. */
export function foldToken(token: string): string[] {
  return foldAbdul(canonicalMuhammad(foldTransliteration(mapOldSpellings(token)))).filter(Boolean);
}

/**
 * The order matters: dots are needed to see titles, spelling folds must run before the name forms.
 * `tokenCache` keeps each word's folding for a caller normalising many names (the index: list
 * names share most of their words).
 */
export function normaliseName(raw: string, tokenCache?: Map<string, string[]>): string[] {
  const words = foldPunctuation(foldCase(raw)).split(' ').filter(Boolean);
  const untitled = stripTitles(words);
  const tokens = dropSeparators(attachArticles(untitled));
  const out: string[] = [];
  for (const token of tokens) {
    let folded = tokenCache?.get(token);
    if (!folded) {
      folded = foldToken(token);
      tokenCache?.set(token, folded);
    }
    out.push(...folded);
  }
  return out;
}
