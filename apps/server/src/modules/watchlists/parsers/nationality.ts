/**
 * Nationality words as the lists write them (PPATK in Indonesian, the UN in English) → ISO 3166-1
 * alpha-2, so that the matcher compares a list's 'Indonesia' with a participant's 'ID'. A word not
 * known here is kept lower-cased: it still compares equal with the same word.
 */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  indonesia: 'ID',
  wni: 'ID',
  'warga negara indonesia': 'ID',
  malaysia: 'MY',
  filipina: 'PH',
  philippines: 'PH',
  singapura: 'SG',
  singapore: 'SG',
  'arab saudi': 'SA',
  'saudi arabia': 'SA',
  brunei: 'BN',
  'brunei darussalam': 'BN',
  thailand: 'TH',
  australia: 'AU',
  afghanistan: 'AF',
  pakistan: 'PK',
  india: 'IN',
  bangladesh: 'BD',
  irak: 'IQ',
  iraq: 'IQ',
  iran: 'IR',
  'iran (islamic republic of)': 'IR',
  suriah: 'SY',
  syria: 'SY',
  'syrian arab republic': 'SY',
  yaman: 'YE',
  yemen: 'YE',
  mesir: 'EG',
  egypt: 'EG',
  libya: 'LY',
  somalia: 'SO',
  sudan: 'SD',
  yordania: 'JO',
  jordan: 'JO',
  kuwait: 'KW',
  qatar: 'QA',
  turki: 'TR',
  turkey: 'TR',
  türkiye: 'TR',
  maroko: 'MA',
  morocco: 'MA',
  aljazair: 'DZ',
  algeria: 'DZ',
  tunisia: 'TN',
  'korea utara': 'KP',
  "democratic people's republic of korea": 'KP',
  tiongkok: 'CN',
  china: 'CN',
  rusia: 'RU',
  'russian federation': 'RU',
  'amerika serikat': 'US',
  'united states of america': 'US',
  inggris: 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  jerman: 'DE',
  germany: 'DE',
  prancis: 'FR',
  perancis: 'FR',
  france: 'FR',
};

const fold = (word: string) => word.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** One nationality word → its code, or the word lower-cased; '' for nothing. */
export function nationalityCode(word: string): string {
  const folded = fold(word);
  return COUNTRY_CODES[folded] ?? folded;
}

/** A cell that may hold several nationalities ('Indonesia / Malaysia', 'Indonesia dan Filipina'). */
export function nationalityCodes(cell: string): string[] {
  const codes = cell
    .split(/\s*(?:\/|,|;|\bdan\b|\band\b)\s*/i)
    .map(nationalityCode)
    .filter((c) => c !== '' && c !== '-');
  return [...new Set(codes)];
}
