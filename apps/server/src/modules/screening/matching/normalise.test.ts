import { describe, expect, it } from 'vitest';
import {
  attachArticles,
  canonicalMuhammad,
  dropSeparators,
  foldAbdul,
  foldCase,
  foldPunctuation,
  foldTransliteration,
  mapOldSpellings,
  normaliseName,
  stripTitles,
  withoutArticle,
} from './normalise';

const words = (s: string) => foldPunctuation(foldCase(s)).split(' ');

describe('foldCase', () => {
  it('lowers the case and folds diacritics', () => {
    expect(foldCase('ṢĀLIḤ Müller Éndah')).toBe('salih muller endah');
  });
});

describe('foldPunctuation', () => {
  it('drops apostrophes and Arabic marks, keeps dots and hyphens, folds spaces', () => {
    expect(foldPunctuation("ma'ruf  ja`far  ʿali")).toBe('maruf jafar ali');
    expect(foldPunctuation('lubis, arman (syah)')).toBe('lubis arman syah');
    expect(foldPunctuation('h. al-bakri s.h.')).toBe('h. al-bakri s.h.');
  });
});

describe('stripTitles', () => {
  it('removes titles in front and degrees at the end, with or without dots', () => {
    expect(stripTitles(words('H. Ahmad Zaini, S.H., M.M.'))).toEqual(['ahmad', 'zaini']);
    expect(stripTitles(words('Prof. Dr. Ir. Imam Syafii'))).toEqual(['imam', 'syafii']);
    expect(stripTitles(words('Hj Rohmah SE'))).toEqual(['rohmah']);
    expect(stripTitles(words('K.H. Abdul Mujib'))).toEqual(['abdul', 'mujib']);
    expect(stripTitles(words('Rina Marlina, S.Kom., S.Pd., Amd.'))).toEqual(['rina', 'marlina']);
  });
  it('drops Raden and its abbreviations, and the honorifics Habib, Ustadz, Kyai in front', () => {
    expect(stripTitles(words('Raden Suryo'))).toEqual(['suryo']);
    expect(stripTitles(words('R. Harjono'))).toEqual(['harjono']);
    expect(stripTitles(words('R.A. Kartini'))).toEqual(['kartini']);
    expect(stripTitles(words('Habib Husein Alaydrus'))).toEqual(['husein', 'alaydrus']);
    expect(stripTitles(words('Ustadz Fahmi'))).toEqual(['fahmi']);
    expect(stripTitles(words('Kyai Haji Mansur'))).toEqual(['mansur']);
  });
  it('keeps a title word that is inside the name or the last word left', () => {
    expect(stripTitles(words('Budi Ir Santoso'))).toEqual(['budi', 'ir', 'santoso']);
    expect(stripTitles(words('Haji'))).toEqual(['haji']);
    expect(stripTitles(words('Ibu'))).toEqual(['ibu']);
    // A degree is only a degree at the end: 'Se' in front stays.
    expect(stripTitles(words('Se Hwa'))).toEqual(['se', 'hwa']);
  });
});

describe('attachArticles', () => {
  it("attaches 'al'/'el' and the assimilated articles to the next word, however written", () => {
    expect(attachArticles(['al-bakri'])).toEqual(['albakri']);
    expect(attachArticles(['al', 'bakri'])).toEqual(['albakri']);
    expect(attachArticles(['albakri'])).toEqual(['albakri']);
    expect(attachArticles(['el-said'])).toEqual(['alsaid']);
    expect(attachArticles(['el', 'said'])).toEqual(['alsaid']);
    expect(attachArticles(['ar-rasyid'])).toEqual(['alrasyid']);
    expect(attachArticles(['az-zahra'])).toEqual(['alzahra']);
    expect(attachArticles(['az', 'zahra'])).toEqual(['alzahra']);
    expect(attachArticles(['azzahra'])).toEqual(['alzahra']);
    expect(attachArticles(['assegaf'])).toEqual(['alsegaf']);
  });
  it('leaves words that only look like an article alone', () => {
    expect(attachArticles(['as', 'bakri'])).toEqual(['as', 'bakri']);
    expect(attachArticles(['anna', 'ali'])).toEqual(['anna', 'ali']);
  });
  it('answers the word without its article, never for short al- names', () => {
    expect(withoutArticle('alajubi')).toBe('ajubi');
    expect(withoutArticle('ali')).toBeNull();
    expect(withoutArticle('alwi')).toBeNull();
    expect(withoutArticle('hasan')).toBeNull();
  });
  it('splits on other hyphens and on dots', () => {
    expect(attachArticles(['abdul-rahman'])).toEqual(['abdul', 'rahman']);
    expect(attachArticles(['m.yusuf'])).toEqual(['m', 'yusuf']);
    expect(attachArticles(['a.', 'rahman'])).toEqual(['a', 'rahman']);
  });
});

describe('dropSeparators', () => {
  it('drops bin, binti, bint, ibn, ibnu and bt, keeping the parts', () => {
    expect(dropSeparators(['hamdan', 'bin', 'yusuf'])).toEqual(['hamdan', 'yusuf']);
    expect(dropSeparators(['siti', 'binti', 'ahmad'])).toEqual(['siti', 'ahmad']);
    expect(dropSeparators(['maryam', 'bint', 'ali'])).toEqual(['maryam', 'ali']);
    expect(dropSeparators(['hamid', 'ibn', 'salim'])).toEqual(['hamid', 'salim']);
    expect(dropSeparators(['fauzi', 'ibnu', 'hajar'])).toEqual(['fauzi', 'hajar']);
    expect(dropSeparators(['zulaikha', 'bt', 'ismail'])).toEqual(['zulaikha', 'ismail']);
  });
  it('keeps a name that is only a separator word', () => {
    expect(dropSeparators(['bin'])).toEqual(['bin']);
  });
});

describe('mapOldSpellings', () => {
  it.each([
    ['soekarno', 'sukarno'],
    ['djoko', 'joko'],
    ['tjokro', 'cokro'],
    ['njoman', 'nyoman'],
    ['sjarif', 'syarif'],
    ['chairul', 'khairul'],
  ])('%s → %s', (old, today) => {
    expect(mapOldSpellings(old)).toBe(today);
  });
  it('writes y and the old j as one letter, keeping sy and ny', () => {
    expect(mapOldSpellings('hidayat')).toBe(mapOldSpellings('hidajat'));
    expect(mapOldSpellings('joyo')).toBe(mapOldSpellings('djojo'));
    expect(mapOldSpellings('syarif')).toBe('syarif');
    expect(mapOldSpellings('nyoman')).toBe('nyoman');
  });
});

describe('foldTransliteration', () => {
  it.each([
    ['khadija', 'hadija'],
    ['sharif', 'syarif'],
    ['ramadhan', 'ramadan'],
    ['utsman', 'usman'],
    ['dzulkifli', 'zulkifli'],
    ['taufiq', 'taufik'],
    ['yousef', 'yusef'],
    ['muhammad', 'muhamad'],
    ['abdullah', 'abdula'],
    ['usamah', 'usama'],
    ['fatimah', 'fatima'],
    ['abdusysyukur', 'abdusyukur'],
  ])('%s → %s', (a, b) => {
    expect(foldTransliteration(a)).toBe(b);
  });
});

describe('canonicalMuhammad', () => {
  it('brings the spellings and unambiguous abbreviations to one token', () => {
    for (const raw of [
      'Muhammad',
      'Mohammad',
      'Mohamad',
      'Mochammad',
      'Muhamad',
      'Mohammed',
      'Moh.',
      'Mohd.',
      'Md.',
      'Muh.',
    ]) {
      expect(normaliseName(`${raw} Iqbal`), raw).toEqual(['muhammad', 'ikbal']);
    }
    expect(canonicalMuhammad('mohd')).toBe('muhammad');
  });
  it("keeps a lone 'M.' as an initial (it also stands for Maria or Made)", () => {
    expect(normaliseName('M. Yusuf')).toEqual(['m', 'jusuf']);
  });
});

describe('foldAbdul', () => {
  it('splits the written-together forms and folds the short ones', () => {
    expect(foldAbdul('abdurahman')).toEqual(['abdul', 'rahman']);
    expect(foldAbdul('abdulrahman')).toEqual(['abdul', 'rahman']);
    expect(foldAbdul('abdelkader')).toEqual(['abdul', 'kader']);
    expect(foldAbdul('abdusalam')).toEqual(['abdul', 'salam']);
    expect(foldAbdul('abd')).toEqual(['abdul']);
    expect(foldAbdul('abdus')).toEqual(['abdul']);
  });
  it('keeps Abdullah and names that only begin like Abdul', () => {
    expect(foldAbdul('abdula')).toEqual(['abdula']);
    expect(foldAbdul('abdulah')).toEqual(['abdula']);
    expect(foldAbdul('abdi')).toEqual(['abdi']);
  });
});

describe('normaliseName', () => {
  it('brings the written forms of one name to one', () => {
    const same = (a: string, b: string) => expect(normaliseName(a), `${a} / ${b}`).toEqual(normaliseName(b));
    same('Abdurrahman Hakim', 'Abdul Rahman Hakim');
    same('Abdurahman Hakim', 'Abdul-Rahman Hakim');
    same('H. Moechammad Soedjono bin Abdoerrahman, S.H.', 'Muhammad Sujono Abdul Rahman');
    same('Hassan Al-Habshi', 'Hasan Al Habsyi');
    same('Achmad Sjarif Hidajat', 'Ahmad Syarif Hidayat');
    same('Taufiq Ramadhan', 'Taufik Ramadan');
  });
  it('answers nothing for a name of signs only', () => {
    expect(normaliseName(' -- . ')).toEqual([]);
  });
});
