// @ts-check
// Indonesian names by rough frequency, for the screening benchmarks (decisions 0111, 0190): the
// participants and the list entries are drawn from these tables, with a gender, a birth date and a
// nationality, so that a rescreen meets the names a broker's customers and a list of Indonesian
// officials actually share (many Budi Santoso, Sri Wahyuni and Suharto beside Suhartono).
//
// An approximation made for the bench, not a census: the weights are relative, estimated from how
// often the names are met in Indonesian registers and lists, and rounded. One anchor is public:
// the e-KTP counts Dukcapil gave for 2024 (Nurhayati 254,922 holders, Sutrisno 144,497, Slamet
// 115,354, Mulyadi 111,685 of some 195 million adults, most of them born before 1980). Of people
// born 1950–1979, half of them men, the draw below makes about 1 in 460 a Nurhayati and 1 in 650 a
// Sutrisno, where those counts give roughly 1 in 350 and 1 in 600. Older people more
// often have one name, younger ones two or three and more modern ones. Javanese names are also
// put together from a stem and an ending (Su- + -har- + -to: Suharto, Suhartono, Suhardi), which
// gives both the long tail real given names have and the near names that differ in an ending. No
// entry is a person: names are drawn part by part.

/** @typedef {readonly [string, number]} Weighted a name and its relative weight */

/**
 * The single names most often met, with the e-KTP holders Dukcapil counted for 2024 (thousands;
 * the women's after Nurhayati are estimates: only their order was given). A single name is one of
 * these or, far more often, a Javanese name from the stems and endings below.
 * @type {readonly Weighted[]}
 */
export const SINGLE_MALE = [
  ['Sutrisno', 144],
  ['Slamet', 115],
  ['Mulyadi', 112],
  ['Herman', 102],
  ['Supardi', 93],
  ['Ismail', 90],
  ['Supriyanto', 88],
  ['Wahyudi', 86],
  ['Junaidi', 85],
  ['Suparman', 85],
];

/** @type {readonly Weighted[]} */
export const SINGLE_FEMALE = [
  ['Nurhayati', 255],
  ['Sulastri', 130],
  ['Sumiati', 125],
  ['Sumarni', 115],
  ['Sunarti', 110],
  ['Aminah', 100],
  ['Ernawati', 95],
  ['Kartini', 90],
];

/** Given names, the first of two or more. @type {readonly Weighted[]} */
export const MALE_GIVEN = [
  ['Sutrisno', 30],
  ['Slamet', 25],
  ['Mulyadi', 24],
  ['Herman', 22],
  ['Supardi', 20],
  ['Ismail', 19],
  ['Supriyanto', 19],
  ['Wahyudi', 18],
  ['Junaidi', 18],
  ['Suparman', 18],
  ['Agus', 55],
  ['Ahmad', 60],
  ['Budi', 45],
  ['Eko', 40],
  ['Andi', 35],
  ['Rizki', 35],
  ['Joko', 30],
  ['Bambang', 30],
  ['Hendra', 30],
  ['Rudi', 30],
  ['Dedi', 30],
  ['Wahyu', 30],
  ['Fajar', 25],
  ['Arif', 25],
  ['Rahmat', 25],
  ['Dimas', 20],
  ['Bayu', 20],
  ['Heru', 20],
  ['Iwan', 20],
  ['Adi', 20],
  ['Ilham', 20],
  ['Aditya', 20],
  ['Asep', 20],
  ['Yusuf', 15],
  ['Hadi', 15],
  ['Reza', 15],
  ['Sugeng', 15],
  ['Taufik', 12],
  ['Ridwan', 12],
  ['Edi', 12],
  ['Irwan', 10],
  ['Imam', 10],
  ['Fikri', 10],
  ['Hasan', 10],
  ['Ali', 10],
  ['Firman', 10],
  ['Teguh', 10],
  ['Bagus', 10],
  ['Wawan', 10],
  ['Doni', 10],
  ['Yoga', 10],
  ['Ujang', 10],
  ['Dadang', 10],
  ['Ade', 10],
  ['Gunawan', 8],
  ['Anton', 8],
  ['Feri', 8],
  ['Toni', 8],
  ['Sigit', 8],
  ['Zainal', 8],
  ['Arief', 8],
  ['Hendro', 8],
  ['Yanto', 8],
  ['Galih', 6],
  ['Umar', 6],
  ['Usman', 6],
  ['Syahrul', 6],
  ['Danang', 6],
  ['Cecep', 6],
  ['Hamzah', 5],
  ['Robert', 5],
  ['Michael', 5],
  ['Yohanes', 5],
  ['Fauzi', 5],
  ['Fauzan', 4],
  ['Hermawan', 4],
  ['Hermanto', 4],
  ['Yayat', 4],
  ['Petrus', 4],
  ['Sutarno', 4],
  ['Widodo', 4],
  ['Supriyadi', 6],
  ['Suryadi', 5],
];

/** @type {readonly Weighted[]} */
export const FEMALE_GIVEN = [
  ['Nurhayati', 30],
  ['Sulastri', 22],
  ['Sumiati', 20],
  ['Wahyuni', 20],
  ['Sumarni', 18],
  ['Sunarti', 18],
  ['Aminah', 18],
  ['Ernawati', 16],
  ['Kartini', 15],
  ['Dewi', 40],
  ['Putri', 30],
  ['Fitri', 25],
  ['Rina', 20],
  ['Indah', 20],
  ['Ayu', 20],
  ['Dian', 20],
  ['Yanti', 15],
  ['Ratna', 15],
  ['Wulan', 15],
  ['Nurul', 15],
  ['Rini', 15],
  ['Endang', 12],
  ['Ani', 12],
  ['Anisa', 12],
  ['Wati', 10],
  ['Lestari', 10],
  ['Eka', 10],
  ['Rahma', 10],
  ['Yuli', 10],
  ['Novi', 10],
  ['Dina', 10],
  ['Maya', 10],
  ['Aisyah', 10],
  ['Fatimah', 10],
  ['Suryani', 8],
  ['Rahayu', 8],
  ['Tuti', 8],
  ['Ida', 8],
  ['Lia', 8],
  ['Mega', 8],
  ['Maria', 8],
  ['Agustina', 8],
  ['Mulyani', 6],
  ['Nining', 5],
  ['Khadijah', 5],
  ['Yohana', 4],
  ['Kartika', 4],
];

/**
 * Given names of people born from the late 1980s on: more of them, none as common as the older
 * generation's (Dukcapil: 'Muhammad' in front, the rest varied).
 * @type {readonly Weighted[]}
 */
export const MODERN_MALE = [
  ['Rizky', 12],
  ['Aditya', 10],
  ['Fajar', 9],
  ['Dimas', 9],
  ['Bayu', 8],
  ['Ilham', 8],
  ['Reza', 8],
  ['Yoga', 7],
  ['Galih', 6],
  ['Raka', 6],
  ['Farel', 6],
  ['Rafi', 6],
  ['Fikri', 6],
  ['Arya', 6],
  ['Bagas', 6],
  ['Rangga', 5],
  ['Kevin', 5],
  ['Alvin', 5],
  ['Kenzo', 4],
  ['Naufal', 5],
  ['Hafiz', 5],
  ['Zaki', 5],
  ['Daffa', 5],
  ['Fadil', 5],
  ['Akbar', 5],
  ['Gilang', 5],
  ['Tegar', 4],
  ['Satria', 5],
  ['Andika', 5],
  ['Haikal', 4],
  ['Iqbal', 5],
  ['Irfan', 5],
  ['Wildan', 4],
  ['Yusuf', 5],
  ['Fauzan', 4],
  ['Alif', 4],
  ['Ridho', 4],
  ['Bima', 4],
  ['Dafa', 3],
  ['Hendra', 3],
  ['Andre', 4],
  ['Rio', 4],
  ['Dio', 3],
  ['Agung', 4],
  ['Dwi', 5],
  ['Eka', 3],
  ['Nanda', 3],
  ['Brian', 3],
  ['Ricky', 3],
  ['Teddy', 2],
];

/** @type {readonly Weighted[]} */
export const MODERN_FEMALE = [
  ['Putri', 12],
  ['Nabila', 9],
  ['Aulia', 9],
  ['Salsabila', 8],
  ['Zahra', 8],
  ['Alya', 7],
  ['Nayla', 7],
  ['Anisa', 8],
  ['Dinda', 6],
  ['Amelia', 6],
  ['Intan', 6],
  ['Ayu', 6],
  ['Dewi', 6],
  ['Fitri', 5],
  ['Indah', 5],
  ['Novita', 5],
  ['Rizka', 5],
  ['Tiara', 5],
  ['Safira', 5],
  ['Keisha', 4],
  ['Farah', 4],
  ['Salsa', 4],
  ['Alicia', 3],
  ['Aprilia', 4],
  ['Della', 4],
  ['Dian', 4],
  ['Eka', 4],
  ['Mega', 4],
  ['Nadia', 5],
  ['Rahma', 4],
  ['Sinta', 4],
  ['Vina', 3],
  ['Wulan', 4],
  ['Yuliana', 3],
  ['Citra', 4],
  ['Cindy', 3],
  ['Melati', 3],
  ['Larasati', 3],
  ['Kirana', 3],
  ['Laila', 3],
];

/** Second names a man is given (many Indonesians have no family name). @type {readonly Weighted[]} */
export const MALE_SECOND = [
  ['Saputra', 35],
  ['Santoso', 30],
  ['Hidayat', 30],
  ['Pratama', 30],
  ['Wibowo', 25],
  ['Setiawan', 25],
  ['Kurniawan', 25],
  ['Nugroho', 25],
  ['Prasetyo', 25],
  ['Wijaya', 25],
  ['Gunawan', 20],
  ['Susanto', 20],
  ['Ramadhan', 20],
  ['Hartono', 15],
  ['Kusuma', 15],
  ['Permana', 15],
  ['Firmansyah', 15],
  ['Maulana', 15],
  ['Purnomo', 12],
  ['Rahman', 12],
  ['Akbar', 12],
  ['Hakim', 10],
  ['Syahputra', 10],
  ['Hermawan', 10],
  ['Utomo', 10],
  ['Fauzi', 10],
  ['Sutanto', 8],
  ['Siswanto', 8],
  ['Suryadi', 8],
  ['Riyadi', 8],
  ['Setiadi', 6],
  ['Kurniadi', 6],
  ['Hermanto', 6],
  ['Santosa', 4],
  ['Nugraha', 6],
];

/** @type {readonly Weighted[]} */
export const FEMALE_SECOND = [
  ['Sari', 30],
  ['Lestari', 25],
  ['Wahyuni', 20],
  ['Rahayu', 20],
  ['Handayani', 20],
  ['Anggraini', 15],
  ['Kurniawati', 15],
  ['Wulandari', 15],
  ['Safitri', 15],
  ['Rahmawati', 15],
  ['Pratiwi', 15],
  ['Utami', 15],
  ['Puspitasari', 12],
  ['Permatasari', 12],
  ['Susanti', 12],
  ['Amalia', 12],
  ['Yuliani', 10],
  ['Maharani', 10],
  ['Oktaviani', 10],
  ['Fitriani', 10],
  ['Nurhayati', 10],
  ['Purnamasari', 8],
  ['Novitasari', 8],
  ['Setiawati', 8],
  ['Wijayanti', 8],
  ['Hidayati', 8],
  ['Rohmah', 6],
  ['Wulansari', 6],
  ['Yulianti', 6],
];

/** Family and clan names (Batak, Minahasa, Chinese-Indonesian, Arab-Indonesian), either gender. @type {readonly Weighted[]} */
export const FAMILY = [
  ['Siregar', 10],
  ['Nasution', 10],
  ['Lubis', 10],
  ['Harahap', 8],
  ['Simanjuntak', 6],
  ['Sinaga', 6],
  ['Tanjung', 6],
  ['Hasibuan', 6],
  ['Situmorang', 5],
  ['Manurung', 5],
  ['Panjaitan', 5],
  ['Ginting', 5],
  ['Sembiring', 5],
  ['Tarigan', 5],
  ['Pane', 4],
  ['Sitompul', 4],
  ['Hutapea', 4],
  ['Sihombing', 4],
  ['Tambunan', 4],
  ['Batubara', 4],
  ['Purba', 4],
  ['Saragih', 4],
  ['Tan', 4],
  ['Pardede', 3],
  ['Daulay', 3],
  ['Damanik', 3],
  ['Lim', 3],
  ['Halim', 3],
  ['Pohan', 2],
  ['Rangkuti', 2],
  ['Lumenta', 2],
  ['Rumengan', 2],
  ['Pangemanan', 2],
  ['Alatas', 2],
  ['Assegaf', 2],
  ['Baraja', 1],
  ['Basalamah', 1],
  ['Bawazir', 1],
];

/** Javanese stems and endings: Su + har + to. The endings mark the gender. */
export const JAVANESE_HEADS = [
  'Su',
  'Su',
  'Su',
  'Sri',
  'Tri',
  'Pur',
  'Har',
  'Mul',
  'Sar',
  'Wid',
  'Kus',
  'Dar',
];
/** @type {readonly Weighted[]} */
export const JAVANESE_STEMS = [
  ['har', 10],
  ['mar', 10],
  ['par', 9],
  ['tar', 8],
  ['kar', 8],
  ['dar', 8],
  ['yan', 7],
  ['pri', 7],
  ['gi', 6],
  ['wan', 6],
  ['ran', 5],
  ['lis', 4],
  ['pan', 4],
  ['rat', 4],
  ['wart', 3],
  ['mad', 3],
  ['her', 3],
  ['tri', 3],
  ['sant', 3],
  ['rip', 2],
];
/** @type {readonly Weighted[]} */
export const JAVANESE_MALE_ENDINGS = [
  ['to', 12],
  ['no', 10],
  ['di', 10],
  ['man', 8],
  ['tono', 5],
  ['yono', 5],
  ['yanto', 5],
  ['min', 4],
  ['jo', 4],
  ['yo', 4],
  ['wan', 4],
  ['adi', 4],
  ['sono', 3],
  ['mono', 2],
];
/** @type {readonly Weighted[]} */
export const JAVANESE_FEMALE_ENDINGS = [
  ['ni', 10],
  ['ti', 10],
  ['yati', 7],
  ['yani', 7],
  ['wati', 8],
  ['ningsih', 6],
  ['sih', 5],
  ['nah', 4],
  ['rini', 4],
  ['mi', 3],
];

/**
 * The share of single names that are one of the ten most common: the rest of the single-named are
 * spread over many more names (Dukcapil's top ten hold about a million of them).
 */
const SINGLE_HEAD_SHARE = 0.1;

/** Balinese birth-order names, written after I (men) or Ni (women). */
export const BALINESE_ORDER = ['Wayan', 'Made', 'Nyoman', 'Ketut', 'Putu', 'Kadek', 'Komang', 'Gede'];

/** A small seeded generator (mulberry32): the same people on every run. @param {number} seed */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @type {WeakMap<readonly Weighted[], number>} */
const totals = new WeakMap();
/**
 * A name drawn by its weight.
 * @param {() => number} r
 * @param {readonly Weighted[]} table
 */
export function pick(r, table) {
  let total = totals.get(table);
  if (total === undefined) {
    total = table.reduce((sum, [, w]) => sum + w, 0);
    totals.set(table, total);
  }
  let x = r() * total;
  for (const [name, w] of table) {
    x -= w;
    if (x < 0) return name;
  }
  return /** @type {Weighted} */ (table[table.length - 1])[0];
}

/**
 * A Javanese name from a head, a stem and an ending (Suharto, Sumarni, Purwanto …).
 * @param {() => number} r
 * @param {'M' | 'F'} gender
 */
export function javaneseName(r, gender) {
  const head = /** @type {string} */ (JAVANESE_HEADS[Math.floor(r() * JAVANESE_HEADS.length)]);
  const stem = pick(r, JAVANESE_STEMS);
  const ending = pick(r, gender === 'M' ? JAVANESE_MALE_ENDINGS : JAVANESE_FEMALE_ENDINGS);
  return head + stem + ending;
}

/**
 * Who is drawn: the share of men and how birth years fall. Investors as KSEI counted them in
 * December 2023 (62 % men; 56 % under 30, 24 % 31–40, 12 % 41–50, 6 % 51–60, 3 % older), in
 * 2024; officials born 1950–1994, three in four men (a rough share for those lists).
 * @typedef {{ men: number, birthYear: (r: () => number) => number }} Population
 */

/** @type {Population} */
export const INVESTORS = {
  men: 0.62,
  birthYear: (r) => {
    const x = r();
    const [from, to] =
      x < 0.564
        ? [1994, 2006]
        : x < 0.8
          ? [1984, 1993]
          : x < 0.916
            ? [1974, 1983]
            : x < 0.971
              ? [1964, 1973]
              : [1945, 1963];
    return from + Math.floor(r() * (to - from + 1));
  },
};

/** @type {Population} */
export const OFFICIALS = {
  men: 0.75,
  birthYear: (r) => 1950 + Math.floor(r() * 45),
};

/**
 * A person as a register holds them: a gender, a full birth date, the nationality 'ID', and a
 * name drawn part by part. Older people more often have a single name (Sutrisno, Nurhayati);
 * younger ones a modern given name and a second, now and then a third. A Muhammad, Siti, Sri or
 * Nur stands in front of some names, a family name after some, and many of the older given names
 * are Javanese names put together from a stem and an ending.
 * @param {() => number} r
 * @param {Population} population
 * @returns {{ name: string, gender: 'M' | 'F', birth: { year: number, month: number, day: number }, nationality: string }}
 */
export function person(r, population) {
  const gender = r() < population.men ? 'M' : 'F';
  const year = population.birthYear(r);
  const birth = { year, month: 1 + Math.floor(r() * 12), day: 1 + Math.floor(r() * 28) };
  const male = gender === 'M';
  const modern = year >= 1985 && r() < Math.min(0.8, (year - 1980) / 20);
  const single = r() < (year < 1965 ? 0.3 : year < 1980 ? 0.15 : year < 1990 ? 0.06 : 0.02);
  // A second or third part is as often another given name (Dewi Kartika, Rina Marlina) or a
  // Javanese one as one of the names usually given second.
  const second = () => {
    const x = r();
    if (x < 0.25) return javaneseName(r, gender);
    if (x < 0.5)
      return pick(r, modern ? (male ? MODERN_MALE : MODERN_FEMALE) : male ? MALE_GIVEN : FEMALE_GIVEN);
    return pick(r, male ? MALE_SECOND : FEMALE_SECOND);
  };
  /** @type {string[]} */
  const parts = [];
  if (r() < 0.03) {
    // Balinese: I Wayan Sudarma, Ni Made Sariasih.
    parts.push(
      male ? 'I' : 'Ni',
      /** @type {string} */ (BALINESE_ORDER[Math.floor(r() * 8)]),
      javaneseName(r, gender),
    );
  } else {
    const front = r();
    if (male && front < (year < 1980 ? 0.06 : 0.15)) parts.push('Muhammad');
    else if (!male && front < 0.08) parts.push('Siti');
    else if (!male && front < (year < 1980 ? 0.16 : 0.1)) parts.push('Sri');
    else if (front > 0.97) parts.push('Nur');
    if (single && !parts.length) {
      parts.push(
        r() < SINGLE_HEAD_SHARE ? pick(r, male ? SINGLE_MALE : SINGLE_FEMALE) : javaneseName(r, gender),
      );
    } else if (modern) parts.push(pick(r, male ? MODERN_MALE : MODERN_FEMALE));
    else parts.push(r() < 0.3 ? javaneseName(r, gender) : pick(r, male ? MALE_GIVEN : FEMALE_GIVEN));
    if (!single) {
      parts.push(second());
      if (r() < (modern ? 0.35 : 0.1)) parts.push(second());
      if (r() < 0.15) parts.push(pick(r, FAMILY));
    }
  }
  return { name: parts.join(' '), gender, birth, nationality: 'ID' };
}

/**
 * The same person's name as another register writes it: the old spellings, Muhammad abbreviated,
 * a title or degree, the parts in another order.
 * @param {string} name
 * @param {() => number} r
 */
export function writtenAnotherWay(name, r) {
  let v = name;
  if (r() < 0.5) v = v.replace(/u/g, 'oe');
  if (r() < 0.3) v = v.replace(/j/g, 'dj').replace(/y/g, 'j');
  if (r() < 0.3) v = v.replace(/Muhammad/g, 'Moch.');
  if (r() < 0.3) v = v.split(' ').reverse().join(' ');
  if (r() < 0.2) v = `H. ${v}`;
  if (r() < 0.2) v = `${v}, S.H.`;
  return v;
}
