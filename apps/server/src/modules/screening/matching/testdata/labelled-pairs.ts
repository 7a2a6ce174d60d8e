/**
 * The labelled set: participant/list-entry pairs with the answer a reviewer would give. Every
 * person here is invented (names put together from common Indonesian and Arabic name parts, dates
 * and numbers made up); none is a listed person's data.
 *
 * `same` means: from what the two records say, a reviewer would have to treat them as one person,
 * so the pair must alert. A one-word name with nothing to support it is `same: false` (nobody can
 * tell, and alerting on every 'Suparman' would bury the reviewers); two different people whose
 * names share a common part are `same: false`.
 *
 * Rows are written compactly ([note, same, participant, list]) and expanded below into the
 * ScreeningSubject / ListEntry shapes the matcher takes.
 */
import type { ListEntry, ScreeningSubject } from '@kilau/shared';

export interface LabelledPair {
  subject: ScreeningSubject;
  entry: ListEntry;
  same: boolean;
  note: string;
}

interface Side {
  name: string;
  /** Participant: YYYY-MM-DD. */
  birth?: string;
  nik?: string;
  nationality?: string;
}
interface ListSide {
  name: string;
  aliases?: (string | [string, 'good' | 'low'])[];
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; several allowed (lists join them with "atau"). */
  births?: string[];
  nationalities?: string[];
  documents?: { type: string; number: string }[];
  kind?: 'individual' | 'entity';
  source?: 'un' | 'dttot' | 'proliferation' | 'kilau';
}
type Row = [note: string, same: boolean, subject: Side | string, entry: ListSide | string];

// ── Spelling: the old spellings (before 1972 and 1947) against today's ────────────────
const OLD_SPELLINGS: Row[] = [
  [
    'old spelling oe/u',
    true,
    { name: 'Sujono Hadiwijaya', birth: '1968-03-12' },
    { name: 'Soedjono Hadiwidjaja', births: ['1968'] },
  ],
  ['old spelling oe/u', true, { name: 'Sutrisno Wibowo', birth: '1971-07-01' }, 'Soetrisno Wibowo'],
  [
    'old spelling dj/j',
    true,
    { name: 'Joko Santoso', birth: '1975-02-02' },
    { name: 'Djoko Santoso', births: ['1975-02-02'] },
  ],
  ['old spelling tj/c', true, { name: 'Cokro Aminoto', birth: '1960-01-20' }, 'Tjokro Aminoto'],
  ['old spelling nj/ny', true, { name: 'Nyoman Sutawan', birth: '1966-09-09' }, 'Njoman Soetawan'],
  ['old spelling sj/sy', true, { name: 'Syamsul Bahri', birth: '1979-11-30' }, 'Sjamsul Bahri'],
  ['old spelling ch/kh', true, { name: 'Khairul Anwar', birth: '1982-05-05' }, 'Chairul Anwar'],
  ['old spelling j/y (Dutch j)', true, { name: 'Hidayat Suryadi', birth: '1970-04-14' }, 'Hidajat Soerjadi'],
  ['old spelling several', true, { name: 'Cahyo Sukarjo', birth: '1964-08-17' }, 'Tjahjo Soekardjo'],
  [
    'old spelling several',
    true,
    { name: 'Suharjono Wiryo', birth: '1959-12-01' },
    { name: 'Soehardjono Wirjo', births: ['1959'] },
  ],
  [
    'old spelling oe in both names',
    true,
    { name: 'Purwanto Sugiarto', birth: '1977-06-06' },
    'Poerwanto Soegiarto',
  ],
  ['old spelling dj', true, { name: 'Jamaludin Harahap', birth: '1985-10-10' }, 'Djamaloeddin Harahap'],
  ['old spelling tj', true, { name: 'Cipto Mangunkusumo', birth: '1963-03-03' }, 'Tjipto Mangoenkoesoemo'],
  ['old spelling sj', true, { name: 'Syarifuddin Lubis', birth: '1972-02-29' }, 'Sjarifoeddin Loebis'],
  ['old spelling ch', true, { name: 'Khalid Basyir', birth: '1980-01-01' }, 'Chalid Basjir'],
  ['old spelling nj', true, { name: 'Nyai Sumirah', birth: '1958-07-07' }, 'Njai Soemirah'],
  [
    'old spelling, year-only date',
    true,
    { name: 'Sudirman Atmojo', birth: '1975-05-19' },
    { name: 'Soedirman Atmodjo', births: ['1975'] },
  ],
  [
    'old spelling, month-year date',
    true,
    { name: 'Suwarno Kusumo', birth: '1969-04-02' },
    { name: 'Soewarno Koesoemo', births: ['1969-04'] },
  ],
  ['old spelling in participant', true, { name: 'Soekamto Djojo', birth: '1962-09-21' }, 'Sukamto Joyo'],
  ['old spelling dj/j and j/y', true, { name: 'Jayadi Kusnadi', birth: '1974-12-12' }, 'Djajadi Koesnadi'],
  [
    'old spelling, two dates joined by atau',
    true,
    { name: 'Suyatno Prawiro', birth: '1976-08-08' },
    { name: 'Soejatno Prawiro', births: ['1975', '1976'] },
  ],
  [
    'old spelling, single doubled letter',
    true,
    { name: 'Tukiman Hadisuwarno', birth: '1961-01-11' },
    'Toekiman Hadisoewarno',
  ],
];

// ── Muhammad and Abdul in their forms ────────────────────────────────────────────────
const MUHAMMAD_FORMS: Row[] = [
  [
    'Muhammad variants',
    true,
    { name: 'Muhammad Rizki Pratama', birth: '1990-03-04' },
    'Mohammad Rizki Pratama',
  ],
  ['Muhammad variants', true, { name: 'Mohamad Iqbal Fadli', birth: '1988-11-11' }, 'Muhammad Iqbal Fadli'],
  [
    'Muhammad variants',
    true,
    { name: 'Mochammad Arif Setiawan', birth: '1984-06-15' },
    'Muhammad Arif Setiawan',
  ],
  [
    'Muhammad variants',
    true,
    { name: 'Muhamad Ilham Saputra', birth: '1993-09-09' },
    'Mohammed Ilham Saputra',
  ],
  [
    'Muhammad abbreviated Moh.',
    true,
    { name: 'Moh. Hasyim Asyari', birth: '1979-02-14' },
    'Muhammad Hasyim Asyari',
  ],
  [
    'Muhammad abbreviated Mohd.',
    true,
    { name: 'Mohd. Nazri Ismail', birth: '1981-04-21' },
    'Mohammad Nazri Ismail',
  ],
  [
    'Muhammad abbreviated Md.',
    true,
    { name: 'Md. Faizal Rahim', birth: '1986-12-25' },
    'Muhammad Faizal Rahim',
  ],
  [
    'Muhammad as initial M.',
    true,
    { name: 'M. Yusuf Efendi', birth: '1977-07-17' },
    'Muhammad Yusuf Effendi',
  ],
  [
    'Muhammad as initial M. on the list',
    true,
    { name: 'Muhammad Zainal Abidin', birth: '1983-03-13' },
    'M. Zainal Abidin',
  ],
  [
    'Muhammad left out',
    true,
    { name: 'Fauzan Azhari Nasution', birth: '1987-05-01' },
    'Muhammad Fauzan Azhari Nasution',
  ],
  [
    'Muhammad spelled Muchammad',
    true,
    { name: 'Muchammad Ridwan Hakim', birth: '1975-01-31' },
    'Muhammad Ridwan Hakim',
  ],
  [
    'Muhammad abbreviated Muh.',
    true,
    { name: 'Muh. Taufik Hidayat', birth: '1980-08-08' },
    'Mohammad Taufiq Hidayat',
  ],
  [
    'Abdul written together',
    true,
    { name: 'Abdulkadir Jaelani', birth: '1966-06-06' },
    'Abdul Kadir Jailani',
  ],
  [
    'Abdul abbreviated Abd.',
    true,
    { name: 'Abd. Rasyid Siregar', birth: '1973-03-30' },
    'Abdul Rasyid Siregar',
  ],
  ['Abdul as initial A.', true, { name: 'A. Halim Perdana', birth: '1970-10-10' }, 'Abdul Halim Perdana'],
  ['Abdullah spelled Abdulah', true, { name: 'Abdulah Hasibuan', birth: '1978-08-18' }, 'Abdullah Hasibuan'],
];

// ── Reordered names ──────────────────────────────────────────────────────────────────
const REORDERED: Row[] = [
  ['reordered', true, { name: 'Santoso Budi Prakoso', birth: '1972-01-01' }, 'Budi Santoso Prakoso'],
  ['reordered', true, { name: 'Hidayat Ahmad Fauzi', birth: '1980-02-02' }, 'Ahmad Fauzi Hidayat'],
  [
    'reordered, family name first (list)',
    true,
    { name: 'Rizal Harahap', birth: '1988-03-03' },
    'Harahap Rizal',
  ],
  [
    'reordered, three parts',
    true,
    { name: 'Wahyu Nugroho Saputra', birth: '1991-04-04' },
    'Saputra Wahyu Nugroho',
  ],
  [
    'reordered with Muhammad',
    true,
    { name: 'Yusuf Muhammad Kamil', birth: '1979-05-05' },
    'Muhammad Yusuf Kamil',
  ],
  [
    'reordered with bin',
    true,
    { name: 'Salim Abdullah Baraja', birth: '1969-06-06' },
    'Abdullah bin Salim Baraja',
  ],
  [
    'reordered, list has an extra part',
    true,
    { name: 'Hendra Gunawan', birth: '1975-07-07' },
    'Gunawan Hendra Wijaya',
  ],
  [
    'reordered, Chinese-Indonesian order',
    true,
    { name: 'Liem Swie Hong', birth: '1960-08-08' },
    'Swie Hong Liem',
  ],
  ['reordered, old spelling', true, { name: 'Sutanto Joko', birth: '1967-09-09' }, 'Djoko Soetanto'],
  ['reordered, comma written', true, { name: 'Lubis, Arman Syah', birth: '1984-10-10' }, 'Arman Syah Lubis'],
  [
    'reordered, four parts',
    true,
    { name: 'Putra Adi Nugraha Surya', birth: '1990-11-11' },
    'Surya Adi Putra Nugraha',
  ],
  [
    'reordered, with date support',
    true,
    { name: 'Rahmat Firmansyah', birth: '1983-12-12' },
    { name: 'Firmansyah Rahmat', births: ['1983-12-12'] },
  ],
  [
    'reordered, transliteration',
    true,
    { name: 'Hasan Ibrahim Alatas', birth: '1971-01-15' },
    'Ibrahim Hassan Al-Attas',
  ],
  ['reordered, degree', true, { name: 'Wibisono Eko, S.E.', birth: '1979-02-15' }, 'Eko Wibisono'],
  [
    'reordered, partial date',
    true,
    { name: 'Nasution Ridwan Efendi', birth: '1976-03-15' },
    { name: 'Ridwan Effendi Nasution', births: ['1976'] },
  ],
];

// ── Aliases ──────────────────────────────────────────────────────────────────────────
const ALIASES: Row[] = [
  [
    'alias (good)',
    true,
    { name: 'Ahmad Sobirin', birth: '1980-01-05' },
    { name: 'Abu Hanif Al-Jawi', aliases: ['Ahmad Sobirin', 'Sobirin'], births: ['1980'] },
  ],
  [
    'alias (good)',
    true,
    { name: 'Rudi Hermawan', birth: '1985-06-20' },
    { name: 'Abu Salman', aliases: ['Rudi Hermawan'] },
  ],
  [
    'alias with old spelling',
    true,
    { name: 'Suparjo Wiyono', birth: '1968-07-07' },
    { name: 'Abu Fikri', aliases: ['Soepardjo Wijono'] },
  ],
  [
    'alias (low), full name matches',
    true,
    { name: 'Hamzah Fansuri Tanjung', birth: '1974-04-04' },
    { name: 'Abu Zaid', aliases: [['Hamzah Fansuri Tanjung', 'low']], births: ['1974'] },
  ],
  [
    'alias, reordered',
    true,
    { name: 'Irawan Dedi', birth: '1986-09-01' },
    { name: 'Abu Dzar', aliases: ['Dedi Irawan'] },
  ],
  [
    'alias, Muhammad form',
    true,
    { name: 'Mohammad Sidik Purnomo', birth: '1977-03-21' },
    { name: 'Abu Ayyas', aliases: ['Muhammad Sidiq Purnomo'] },
  ],
  [
    'alias, kunya as participant name',
    true,
    { name: 'Abu Khalid Al-Bantani', birth: '1970-02-12' },
    { name: 'Supriyadi Hasan', aliases: ['Abu Kholid Albantani'], births: ['1970'] },
  ],
  [
    'alias among several',
    true,
    { name: 'Teguh Prasetyo', birth: '1981-08-30' },
    { name: 'Abdul Mutholib', aliases: ['Abu Teguh', 'Teguh Prasetya', 'Ustad Mutholib'] },
  ],
  [
    'alias, list name is an entity-style kunya',
    true,
    { name: 'Slamet Riyadi Kurniawan', birth: '1979-05-05' },
    { name: 'Abu Usamah', aliases: ['Slamet Riyadi Kurnyawan'] },
  ],
  [
    'alias (good), UN',
    true,
    { name: 'Yahya Ibrahim Omar', birth: '1975-11-01', nationality: 'ID' },
    {
      name: 'Yahia Ebrahim Omer',
      source: 'un',
      aliases: ['Yahya Ibrahim Umar'],
      births: ['1975-11-01'],
      nationalities: ['ID'],
    },
  ],
  [
    'alias (low), short: weak alias of two common parts with matching year',
    true,
    { name: 'Abdul Karim', birth: '1972-03-03' },
    { name: 'Karimuddin Sulaiman', aliases: [['Abdul Karim', 'low']], births: ['1972'] },
  ],
  [
    'alias, participant with title',
    true,
    { name: 'H. Mukhlis Ramadhan', birth: '1966-12-31' },
    { name: 'Abu Mukhlis', aliases: ['Muklis Ramadan'] },
  ],
  [
    'alias, spelling of the alias',
    true,
    { name: 'Fahrurrozi Munthe', birth: '1987-01-09' },
    { name: 'Abu Royhan', aliases: ['Fakhrurrozi Munte'] },
  ],
  [
    'alias, binti',
    true,
    { name: 'Nurhayati binti Salim', birth: '1983-07-19' },
    { name: 'Ummu Salma', aliases: ['Nurhayati Salim'] },
  ],
  [
    'alias, date confirms',
    true,
    { name: 'Agus Salim Marzuki', birth: '1978-10-28' },
    { name: 'Abu Fatih', aliases: ['Agus Salim Marzuki'], births: ['1978-10-28'] },
  ],
];

// ── Transliterations of Arabic names ─────────────────────────────────────────────────
const TRANSLITERATIONS: Row[] = [
  [
    'Abdurrahman / Abdul Rahman',
    true,
    { name: 'Abdurrahman Wahid Saleh', birth: '1970-01-01' },
    'Abdul Rahman Wahid Saleh',
  ],
  ['Abdurahman / Abdurrahman', true, { name: 'Abdurahman Hakim', birth: '1975-05-05' }, 'Abdurrahman Hakim'],
  [
    'Abdul Rahman / Abdulrahman',
    true,
    { name: 'Abdul Rahman Fikri', birth: '1982-02-02' },
    'Abdulrahman Fikri',
  ],
  ['Usamah / Osama', true, { name: 'Usamah Hamid Rasyid', birth: '1979-03-03' }, 'Osama Hamid Rashid'],
  ['Yusuf / Yousef', true, { name: 'Yusuf Hamdani', birth: '1984-04-04' }, 'Yousef Hamdani'],
  ['Yusuf / Youssef', true, { name: 'Yusuf Idris Maulana', birth: '1973-08-08' }, 'Youssef Idriss Maulana'],
  ['Husein / Hussein', true, { name: 'Husein Alhabsyi', birth: '1968-06-06' }, 'Hussein Al-Habshi'],
  ['Khalid / Kholid', true, { name: 'Kholid Mawardi', birth: '1977-07-07' }, 'Khalid Mawardi'],
  [
    'Syamsuddin / Shamsuddin',
    true,
    { name: 'Syamsuddin Noor', birth: '1965-09-09' },
    { name: 'Shamsuddin Nur', births: ['1965'] },
  ],
  [
    'Zulkifli / Dzulkifli',
    true,
    { name: 'Zulkifli Hasan Basri', birth: '1981-10-10' },
    'Dzulkifli Hassan Basri',
  ],
  ['Taufik / Taufiq', true, { name: 'Taufik Rahman Hakim', birth: '1983-11-11' }, 'Taufiq Rahman Hakim'],
  [
    'Ramadan / Ramadhan',
    true,
    { name: 'Ramadan Saputra Lubis', birth: '1990-12-12' },
    'Ramadhan Saputra Lubis',
  ],
  ['Qadir / Kadir', true, { name: 'Abdul Qadir Faruq', birth: '1969-02-20' }, 'Abdul Kadir Faruk'],
  [
    'Ibrahim / Ebrahim',
    true,
    { name: 'Ibrahim Sulaiman Harun', birth: '1974-03-21' },
    'Ebrahim Sulayman Haroun',
  ],
  ['Ismail / Ismael', true, { name: 'Ismail Fadlan Yahya', birth: '1986-04-22' }, 'Ismael Fadhlan Yahia'],
  ['Umar / Omar', true, { name: 'Umar Faruq Hidayat', birth: '1978-05-23' }, 'Omar Farouq Hidayat'],
  ['Utsman / Usman', true, { name: 'Utsman Jaelani', birth: '1972-06-24' }, 'Usman Jailani'],
  ['Utsman / Othman', true, { name: 'Utsman Bakri Hasan', birth: '1967-07-25' }, 'Othman Bakri Hassan'],
  ['Faisal / Faysal', true, { name: 'Faisal Amri Tanjung', birth: '1988-08-26' }, 'Faysal Amri Tanjung'],
  [
    'Saifuddin / Syaifuddin / Saefudin',
    true,
    { name: 'Saefudin Zuhri', birth: '1971-09-27' },
    'Syaifuddin Zuhri',
  ],
  ['Mustafa / Mustofa', true, { name: 'Mustofa Kamal Pasha', birth: '1976-10-28' }, 'Mustafa Kamal Pasya'],
  ['Aisyah / Aisha', true, { name: 'Aisyah Nur Fadilah', birth: '1992-11-29' }, 'Aisha Nur Fadhila'],
  [
    'Fatimah / Fatima',
    true,
    { name: 'Fatimah Azzahra Hasan', birth: '1989-12-30' },
    'Fatima Az-Zahra Hassan',
  ],
  [
    'Khadijah / Hadijah',
    true,
    { name: 'Hadijah Umar Baswedan', birth: '1980-01-31' },
    'Khadija Omar Baswedan',
  ],
  [
    "Ja'far / Jafar / Djafar",
    true,
    { name: "Ja'far Shodiq Alkaff", birth: '1975-02-01' },
    'Djafar Sodiq Al-Kaff',
  ],
  [
    'Sulaiman / Soelaiman',
    true,
    { name: 'Sulaiman Rasyid Nasution', birth: '1963-03-02' },
    'Soelaiman Rasjid Nasoetion',
  ],
  ['Rasyid / Rashid', true, { name: 'Harun Rasyid Effendi', birth: '1970-04-03' }, 'Haroun Rashid Efendi'],
  [
    'Hidayatullah / Hidajatoellah',
    true,
    { name: 'Hidayatullah Sani', birth: '1966-05-04' },
    'Hidajatoellah Sani',
  ],
  [
    'Zakaria / Zakariya',
    true,
    { name: 'Zakaria Anshori Lubis', birth: '1985-06-05' },
    'Zakariya Ansori Lubis',
  ],
  [
    'Hasan / Hassan, Al-',
    true,
    { name: 'Hasan Alhabsyi Fikri', birth: '1979-07-06' },
    'Hassan Al Habsyi Fikri',
  ],
  ['Yahya / Yahia', true, { name: 'Yahya Syukri Marzuki', birth: '1982-08-07' }, 'Yahia Shukri Marzuki'],
  [
    'Syukur / Shukur, Abdusy',
    true,
    { name: 'Abdusysyukur Hamid', birth: '1961-09-08' },
    'Abdus Shukur Hamid',
  ],
  [
    'Nasruddin / Nashruddin',
    true,
    { name: 'Nasruddin Amin Tarigan', birth: '1974-10-09' },
    'Nashruddin Amin Tarigan',
  ],
  [
    'Fathurrahman / Fathur Rahman',
    true,
    { name: 'Fathurrahman Ghozali', birth: '1983-11-10' },
    'Fathur Rahman Ghazali',
  ],
  [
    'Salahuddin / Shalahuddin',
    true,
    { name: 'Salahuddin Ayubi Putra', birth: '1987-12-11' },
    'Shalahuddin Al-Ayyubi Putra',
  ],
  ['Abdussalam / Abdus Salam', true, { name: 'Abdussalam Rifai', birth: '1968-01-12' }, "Abdus Salam Rifa'i"],
];

// ── Titles, honorifics and degrees ───────────────────────────────────────────────────
const TITLES: Row[] = [
  ['titles H. and degree', true, { name: 'H. Ahmad Zaini, S.H.', birth: '1965-01-01' }, 'Ahmad Zaini'],
  ['titles Hj.', true, { name: 'Hj. Rohmah Sulistyowati', birth: '1967-02-02' }, 'Rohmah Sulistyowati'],
  [
    'titles Ir. and M.M.',
    true,
    { name: 'Ir. Bambang Sutejo, M.M.', birth: '1960-03-03' },
    'Bambang Soetedjo',
  ],
  [
    'titles Drs. on the list',
    true,
    { name: 'Agus Wahyudi Santoso', birth: '1969-04-04' },
    'Drs. Agus Wahyudi Santoso',
  ],
  [
    'titles Dr. and Prof.',
    true,
    { name: 'Prof. Dr. Imam Syafii Lubis', birth: '1958-05-05' },
    'Imam Syafii Lubis',
  ],
  ['titles K.H.', true, { name: 'K.H. Abdul Mujib Ridwan', birth: '1955-06-06' }, 'Abdul Mujib Ridwan'],
  ['titles Raden', true, { name: 'Raden Mas Suryo Kusumo', birth: '1962-07-07' }, 'Mas Suryo Kusumo'],
  ['titles R.', true, { name: 'R. Harjono Wiryokusumo', birth: '1957-08-08' }, 'Hardjono Wirjokoesoemo'],
  ['titles Habib', true, { name: 'Habib Husein Alaydrus', birth: '1976-09-09' }, 'Husein Al-Aydrus'],
  [
    'titles S.Kom. and S.Pd.',
    true,
    { name: 'Rina Marlina, S.Kom., S.Pd.', birth: '1990-10-10' },
    'Rina Marlina',
  ],
  ['titles Ustadz', true, { name: 'Ustadz Fahmi Basyir', birth: '1980-11-11' }, 'Fahmi Basyir'],
  ['titles Tn. / Ny.', true, { name: 'Ny. Sumiyati Hartono', birth: '1963-12-12' }, 'Sumiyati Hartono'],
  ['titles Bpk.', true, { name: 'Bpk. Darmawan Sitepu', birth: '1968-01-13' }, 'Darmawan Sitepu'],
  ['titles Hajjah', true, { name: 'Hajjah Maimunah Lubis', birth: '1959-02-14' }, 'Maimunah Lubis'],
  [
    'titles several, old spelling',
    true,
    { name: 'Drs. H. Soemarno Djojohadi, M.Si.', birth: '1956-03-15' },
    'Sumarno Joyohadi',
  ],
  ['titles Amd.', true, { name: 'Dewi Kartikasari, Amd.', birth: '1994-04-16' }, 'Dewi Kartika Sari'],
];

// ── bin / binti ──────────────────────────────────────────────────────────────────────
const PATRONYMS: Row[] = [
  ['bin as separator', true, { name: 'Hamdan bin Yusuf Lubis', birth: '1975-01-02' }, 'Hamdan Yusuf Lubis'],
  ['bin on the list only', true, { name: 'Imron Rosyadi', birth: '1978-02-03' }, 'Imron bin Rosyadi'],
  [
    'binti',
    true,
    { name: 'Siti Khodijah binti Ahmad Dahlan', birth: '1981-03-04' },
    'Siti Khadijah Ahmad Dahlan',
  ],
  ['bint', true, { name: 'Maryam Abdul Aziz', birth: '1986-04-05' }, 'Maryam bint Abdulaziz'],
  ['ibn', true, { name: 'Hamid ibn Salim Basalamah', birth: '1970-05-06' }, 'Hamid Salim Basalamah'],
  ['ibnu', true, { name: 'Fauzi Ibnu Hajar', birth: '1983-06-07' }, 'Fauzi Hajar'],
  ['bin, reordered', true, { name: 'Anwar bin Sulaiman', birth: '1964-07-08' }, 'Sulaiman Anwar'],
  [
    'bin, Muhammad form',
    true,
    { name: 'Mohd Rafi bin Hassan', birth: '1977-08-09' },
    'Muhammad Rafi bin Hasan',
  ],
  [
    'binti, year-only date',
    true,
    { name: 'Rosmawati binti Zainal', birth: '1969-09-10' },
    { name: 'Rosmawati Zainal', births: ['1969'] },
  ],
  ['bin, two bins', true, { name: 'Kamal bin Husin bin Ali', birth: '1972-10-11' }, 'Kamal Husin Ali'],
  ['bin, UN style', true, { name: 'Yasin bin Umar Alkatiri', birth: '1980-11-12' }, 'Yassin Omar Al-Katiri'],
  [
    'bin abbreviation bt. (Malay)',
    true,
    { name: 'Zulaikha bt Ismail', birth: '1985-12-13' },
    'Zulaikha binti Ismail',
  ],
];

// ── One-word names ───────────────────────────────────────────────────────────────────
const ONE_WORD: Row[] = [
  [
    'one word, full date equal',
    true,
    { name: 'Suparman', birth: '1975-03-12' },
    { name: 'Suparman', births: ['1975-03-12'] },
  ],
  [
    'one word, year-only date equal',
    true,
    { name: 'Sukarmin', birth: '1968-06-01' },
    { name: 'Soekarmin', births: ['1968'] },
  ],
  [
    'one word, month and year equal',
    true,
    { name: 'Tarmizi', birth: '1972-09-15' },
    { name: 'Tarmizi', births: ['1972-09'] },
  ],
  [
    'one word, date of two joined by atau',
    true,
    { name: 'Mulyadi', birth: '1979-01-01' },
    { name: 'Muljadi', births: ['1978', '1979'] },
  ],
  [
    'one word, same nationality, both one word',
    true,
    { name: 'Sarjono', birth: '1970-05-05', nationality: 'ID' },
    { name: 'Sardjono', nationalities: ['ID'] },
  ],
  [
    'one word participant, list has more, date equal',
    true,
    { name: 'Paimin', birth: '1966-07-07' },
    { name: 'Paimin Sastro', births: ['1966-07-07'] },
  ],
  [
    'one word list name, participant has more, year equal',
    true,
    { name: 'Warsito Hadi', birth: '1974-02-02' },
    { name: 'Warsito', births: ['1974'] },
  ],
  [
    'one word, day and month swapped',
    true,
    { name: 'Kasiman', birth: '1962-04-11' },
    { name: 'Kasiman', births: ['1962-11-04'] },
  ],
  ['one word, no date anywhere', false, { name: 'Suparno', birth: '1980-01-01' }, 'Suparno'],
  [
    'one word, no date on the list, nationality unknown',
    false,
    { name: 'Wagiman', birth: '1971-02-02' },
    'Wagiman',
  ],
  [
    'one word, year differs',
    false,
    { name: 'Sutarno', birth: '1990-03-03' },
    { name: 'Sutarno', births: ['1962'] },
  ],
  [
    'one word participant, list has two parts, no date',
    false,
    { name: 'Budi', birth: '1985-04-04' },
    'Budi Santoso',
  ],
  [
    'one word list name, participant has three parts, no date',
    false,
    { name: 'Ahmad Riyadi Pratama', birth: '1988-05-05' },
    'Riyadi',
  ],
  ['one word common part Siti, no date', false, { name: 'Siti', birth: '1979-06-06' }, 'Siti Rohani'],
  [
    'one word, nationality on the list but participant has more parts',
    false,
    { name: 'Slamet Widodo', birth: '1983-07-07' },
    { name: 'Slamet', nationalities: ['ID'] },
  ],
  [
    'one word, different year and month',
    false,
    { name: 'Wartini', birth: '1993-08-08' },
    { name: 'Wartini', births: ['1970-01'] },
  ],
  [
    'one word, two dates both far',
    false,
    { name: 'Samsuri', birth: '1995-09-09' },
    { name: 'Samsuri', births: ['1960', '1961'] },
  ],
  [
    'one word, foreign nationality',
    false,
    { name: 'Karim', birth: '1982-10-10', nationality: 'ID' },
    { name: 'Karim', nationalities: ['PH'] },
  ],
  [
    'one distinctive part (Abdul is common), no date',
    false,
    { name: 'Abdulmalik', birth: '1977-03-01' },
    'Abdul Malik',
  ],
  [
    'one distinctive part (Siti is common), listed year far off',
    false,
    { name: 'Siti Aminah', birth: '1990-04-02' },
    { name: 'Siti Aminah', births: ['1958'] },
  ],
  [
    'one distinctive part (Muhammad is common), year equal',
    true,
    { name: 'Muhammad Yusuf', birth: '1974-05-03' },
    { name: 'Mohammad Yusuf', births: ['1974'] },
  ],
  [
    'one distinctive part, same nationality but the listed date contradicts',
    false,
    { name: 'Sarmidi', birth: '1991-06-04' },
    { name: 'Sarmidi', births: ['1955'], nationalities: ['ID'] },
  ],
];

// ── Identity numbers ─────────────────────────────────────────────────────────────────
const IDENTITY: Row[] = [
  [
    'NIK equals the listed NIK, name spelled otherwise',
    true,
    { name: 'Rahmat Hidayat', birth: '1980-01-01', nik: '3174010101800001' },
    { name: 'Rachmat Hidajat', documents: [{ type: 'NIK', number: '3174010101800001' }] },
  ],
  [
    'NIK equals, list name only an alias-like kunya',
    true,
    { name: 'Edi Susanto', birth: '1975-02-02', nik: '3275020202750002' },
    { name: 'Abu Ibrahim', documents: [{ type: 'NIK', number: '3275 0202 0275 0002' }] },
  ],
  [
    'NIK equals a UN national identification number',
    true,
    { name: 'Andi Firmansyah', birth: '1987-03-03', nik: '7371030303870003' },
    {
      name: 'Andi Firmansjah',
      source: 'un',
      documents: [{ type: 'National Identification Number', number: '7371030303870003' }],
    },
  ],
  [
    'NIK equals, one-word list name',
    true,
    { name: 'Sugeng Riyanto', birth: '1969-04-04', nik: '3374040404690004' },
    { name: 'Sugeng', documents: [{ type: 'KTP', number: '3374040404690004' }] },
  ],
  [
    'NIK equals, reordered',
    true,
    { name: 'Wahyudi Kurniawan', birth: '1991-05-05', nik: '3578050505910005' },
    { name: 'Kurniawan Wahyudi', documents: [{ type: 'NIK', number: '3578050505910005' }] },
  ],
  [
    'NIK differs, same common two-part name, year differs',
    false,
    { name: 'Agus Setiawan', birth: '1990-06-06', nik: '3201060606900006' },
    { name: 'Agus Setiawan', births: ['1972'], documents: [{ type: 'NIK', number: '3201061212720007' }] },
  ],
  [
    'NIK differs, similar name, year differs',
    false,
    { name: 'Dedi Kurniadi', birth: '1989-07-07', nik: '3273070707890008' },
    { name: 'Dedi Kurniawan', births: ['1975'], documents: [{ type: 'NIK', number: '3273071111750009' }] },
  ],
  [
    'NIK differs, one-word name with year equal',
    false,
    { name: 'Rohman', birth: '1979-08-08', nik: '3505080808790010' },
    { name: 'Rohman', births: ['1979'], documents: [{ type: 'NIK', number: '3505081010790011' }] },
  ],
  [
    'passport number, not a NIK: no effect, name and date decide',
    true,
    { name: 'Bayu Aji Nugroho', birth: '1984-09-09', nik: '3404090909840012' },
    { name: 'Bayu Adji Nugroho', births: ['1984'], documents: [{ type: 'Passport', number: 'B1234567' }] },
  ],
];

// ── Different people with similar names (must not alert) ─────────────────────────────
const DIFFERENT_PEOPLE: Row[] = [
  [
    'same given name, other family name, other year',
    false,
    { name: 'Ahmad Fauzi', birth: '1990-01-01' },
    { name: 'Ahmad Hidayat', births: ['1968'] },
  ],
  [
    'same given name, other family name',
    false,
    { name: 'Budi Hartono', birth: '1985-02-02' },
    { name: 'Budi Santoso', births: ['1970'] },
  ],
  [
    'same family name, other given name',
    false,
    { name: 'Rudi Siregar', birth: '1982-03-03' },
    { name: 'Tigor Siregar', births: ['1965'] },
  ],
  [
    'same given name, other family name',
    false,
    { name: 'Dewi Lestari', birth: '1991-04-04' },
    { name: 'Dewi Sartika', births: ['1976'] },
  ],
  [
    'Muhammad plus other parts',
    false,
    { name: 'Muhammad Rizki Ananda', birth: '1995-05-05' },
    { name: 'Muhammad Yusran Hakim', births: ['1972'] },
  ],
  [
    'Abdul plus other parts',
    false,
    { name: 'Abdul Rozak Nasution', birth: '1987-06-06' },
    { name: 'Abdul Gani Harahap', births: ['1966'] },
  ],
  [
    'shared middle part only',
    false,
    { name: 'Eko Prasetyo Wibowo', birth: '1984-07-07' },
    { name: 'Joko Prasetyo Nugroho', births: ['1971'] },
  ],
  [
    'one part shared of three',
    false,
    { name: 'Andi Saputra Wijaya', birth: '1993-08-08' },
    { name: 'Rizal Saputra Hasibuan', births: ['1969'] },
  ],
  [
    'similar but other names',
    false,
    { name: 'Hendra Kurniawan', birth: '1988-09-09' },
    { name: 'Hendro Kusnadi', births: ['1962'] },
  ],
  [
    'similar but other names',
    false,
    { name: 'Yusuf Maulana', birth: '1990-10-10' },
    { name: 'Yunus Mulyana', births: ['1968'] },
  ],
  [
    'similar but other names',
    false,
    { name: 'Rahmat Saleh', birth: '1986-11-11' },
    { name: 'Rahman Salim', births: ['1964'] },
  ],
  [
    'similar but other names',
    false,
    { name: 'Hasan Basri', birth: '1979-12-12' },
    { name: 'Husin Bakri', births: ['1958'] },
  ],
  ['same given name, no list date', false, { name: 'Agus Salim', birth: '1983-01-13' }, 'Agus Mulyadi'],
  [
    'same given name, no list date',
    false,
    { name: 'Dian Permata', birth: '1992-02-14' },
    'Dian Purnama Sari',
  ],
  [
    'Siti with other parts',
    false,
    { name: 'Siti Nurhaliza', birth: '1994-03-15' },
    { name: 'Siti Rahmawati', births: ['1972'] },
  ],
  [
    'Nur with other parts',
    false,
    { name: 'Nur Aini Fitriani', birth: '1990-04-16' },
    { name: 'Nur Hidayah Rosyid', births: ['1970'] },
  ],
  [
    'Sri with other parts',
    false,
    { name: 'Sri Wahyuni', birth: '1988-05-17' },
    { name: 'Sri Mulyani', births: ['1962'] },
  ],
  [
    'initials only shared',
    false,
    { name: 'M. Iqbal', birth: '1996-06-18' },
    { name: 'M. Ikhsan', births: ['1971'] },
  ],
  [
    'same first part, entity',
    false,
    { name: 'Amal Sejahtera', birth: '1985-07-19' },
    { name: 'Yayasan Amal Sejahtera Umat', kind: 'entity' },
  ],
  [
    'entity with a person-like name',
    false,
    { name: 'Hilal Ahmar', birth: '1987-08-20' },
    { name: 'Hilal Ahmar Society', kind: 'entity' },
  ],
  [
    'similar surname only',
    false,
    { name: 'Agung Wicaksono', birth: '1991-09-21' },
    { name: 'Bagus Wicaksana', births: ['1974'] },
  ],
  [
    'similar first name only',
    false,
    { name: 'Ilham Ramadhan', birth: '1997-10-22' },
    { name: 'Ilham Akbar Tanjung', births: ['1968'] },
  ],
  [
    'Arabic names sharing a common part',
    false,
    { name: 'Abdullah Faqih', birth: '1981-11-23' },
    { name: 'Abdullah Umar Baraja', births: ['1959'] },
  ],
  [
    'Arabic names sharing Al-',
    false,
    { name: 'Ali Alatas', birth: '1976-12-24' },
    { name: 'Umar Alatas', births: ['1955'] },
  ],
  [
    'names sharing a family name, different year',
    false,
    { name: 'Yohanes Simanjuntak', birth: '1984-01-25' },
    { name: 'Marulak Simanjuntak', births: ['1961'] },
  ],
  [
    'Chinese-Indonesian sharing a clan name',
    false,
    { name: 'Liem Hok Gie', birth: '1970-02-26' },
    { name: 'Liem Swie King', births: ['1956'] },
  ],
  [
    'Balinese birth-order names',
    false,
    { name: 'I Wayan Sudarma', birth: '1983-03-27' },
    { name: 'I Wayan Suarna', births: ['1962'] },
  ],
  [
    'Balinese birth-order names',
    false,
    { name: 'Ni Made Sariasih', birth: '1992-04-28' },
    { name: 'Ni Made Suwitri', births: ['1967'] },
  ],
  [
    'Batak clan name shared',
    false,
    { name: 'Rudolf Nainggolan', birth: '1987-05-29' },
    { name: 'Robert Nainggolan', births: ['1966'] },
  ],
  [
    'Javanese names, one part close',
    false,
    { name: 'Sutrisno Hadi', birth: '1974-06-30' },
    { name: 'Sutarno Adi', births: ['1952'] },
  ],
  [
    'foreign listed person, similar name, other nationality and year',
    false,
    { name: 'Rashid Karimi', birth: '1990-07-01', nationality: 'ID' },
    { name: 'Rashad Karami', source: 'un', births: ['1961'], nationalities: ['IQ'] },
  ],
  [
    'same given name Muhammad Ali, other family, other year',
    false,
    { name: 'Muhammad Ali Imron', birth: '1994-08-02' },
    { name: 'Muhammad Ali Hanafiah', births: ['1966'] },
  ],
  [
    'Putri / Putra',
    false,
    { name: 'Putri Maharani', birth: '1998-09-03' },
    { name: 'Putra Mahardika', births: ['1975'] },
  ],
  [
    'common Indonesian full names, different parts',
    false,
    { name: 'Dwi Cahyono', birth: '1989-10-04' },
    { name: 'Tri Cahyadi', births: ['1963'] },
  ],
  [
    'initial and a common part',
    false,
    { name: 'A. Nur Hidayat', birth: '1985-11-05' },
    { name: 'Ahmad Nur Kholis', births: ['1968'] },
  ],
];

// ── Common Indonesian names that must not alert ──────────────────────────────────────
const COMMON_NAMES: Row[] = [
  ['common: Siti', false, { name: 'Siti Aminah', birth: '1980-01-01' }, 'Siti Rahayu'],
  [
    'common: Siti',
    false,
    { name: 'Siti Fatimah Zahra', birth: '1985-02-02' },
    { name: 'Siti Maryam', births: ['1961'] },
  ],
  ['common: Nur', false, { name: 'Nur Hidayah', birth: '1990-03-03' }, 'Nur Aini'],
  ['common: Nur', false, { name: 'Nurul Huda', birth: '1988-04-04' }, 'Nurul Fikri'],
  ['common: Budi', false, { name: 'Budi Setiawan', birth: '1979-05-05' }, 'Budi Gunadi'],
  [
    'common: Budi',
    false,
    { name: 'Budi Prasetyo', birth: '1983-06-06' },
    { name: 'Budiman Sudjatmiko', births: ['1966'] },
  ],
  ['common: Sri', false, { name: 'Sri Lestari', birth: '1987-07-07' }, 'Sri Rejeki'],
  ['common: Agus', false, { name: 'Agus Purnomo', birth: '1976-08-08' }, 'Agus Supriyanto'],
  ['common: Dewi', false, { name: 'Dewi Anggraini', birth: '1992-09-09' }, 'Dewi Kusumawati'],
  ['common: Eko', false, { name: 'Eko Susilo', birth: '1981-10-10' }, 'Eko Sulistyo'],
  ['common: Wahyu', false, { name: 'Wahyu Hidayat', birth: '1989-11-11' }, 'Wahyu Setiadi'],
  ['common: Rina', false, { name: 'Rina Susanti', birth: '1984-12-12' }, 'Rina Kusmiati'],
  [
    'common: Dedi',
    false,
    { name: 'Dedi Mulyadi', birth: '1978-01-13' },
    { name: 'Dedi Mulyana', births: ['1964'] },
  ],
  ['common: Heru', false, { name: 'Heru Santoso', birth: '1975-02-14' }, 'Heru Sutanto'],
  ['common: Yanti', false, { name: 'Yanti Rahmawati', birth: '1991-03-15' }, 'Yanti Sumarni'],
  ['common: Ahmad', false, { name: 'Ahmad Syaifudin', birth: '1983-04-16' }, 'Ahmad Syauqi Hasibuan'],
  ['common: Ahmad', false, { name: 'Ahmad Dahlan', birth: '1986-05-17' }, 'Ahmad Dhani'],
  ['common: Muhammad alone', false, { name: 'Muhammad', birth: '1990-06-18' }, 'Muhammad Jibril'],
  ['common: Joko', false, { name: 'Joko Susilo', birth: '1972-07-19' }, 'Joko Sutrisno'],
  ['common: Bambang', false, { name: 'Bambang Hermanto', birth: '1968-08-20' }, 'Bambang Heryanto'],
  ['common: Slamet', false, { name: 'Slamet Riyadi', birth: '1970-09-21' }, 'Slamet Rahardjo'],
  ['common: Indah', false, { name: 'Indah Permatasari', birth: '1995-10-22' }, 'Indah Purnamasari'],
  ['common: Hadi', false, { name: 'Hadi Suprapto', birth: '1966-11-23' }, 'Hadi Supriyadi'],
  ['common: Andi', false, { name: 'Andi Wijaya', birth: '1988-12-24' }, 'Andi Widjajanto'],
  ['common: Rahmat', false, { name: 'Rahmat Hidayat Nasution', birth: '1984-01-25' }, 'Rahmat Syahputra'],
  ['common: Fitri', false, { name: 'Fitri Handayani', birth: '1993-02-26' }, 'Fitri Yanti'],
  ['common: Yusuf', false, { name: 'Yusuf Kurniawan', birth: '1987-03-27' }, 'Yusuf Kalla'],
  ['common: Ali', false, { name: 'Ali Mukti', birth: '1974-04-28' }, 'Ali Mochtar'],
  ['common: Ratna', false, { name: 'Ratna Sari Dewi', birth: '1991-05-29' }, 'Ratna Dumila'],
  ['common: Hendra', false, { name: 'Hendra Setiadi', birth: '1982-06-30' }, 'Hendra Saputra'],
];

// ── Identical names where the list's date disagrees: the reviewer decides ───────────
const DATES: Row[] = [
  [
    'identical three-part name, list year far off: lists carry wrong dates, a reviewer must see it',
    true,
    { name: 'Zainal Arifin Hasibuan', birth: '1978-01-01' },
    { name: 'Zainal Arifin Hasibuan', births: ['1965'] },
  ],
  [
    'identical name, list year one off',
    true,
    { name: 'Fadli Rahman Siregar', birth: '1980-02-02' },
    { name: 'Fadli Rahman Siregar', births: ['1981'] },
  ],
  [
    'close name, full date equal',
    true,
    { name: 'Arief Budiman Harahap', birth: '1976-03-03' },
    { name: 'Arif Budiman Harahap', births: ['1976-03-03'] },
  ],
  [
    'close name, same year, other day',
    true,
    { name: 'Hermawan Susilo', birth: '1977-04-04' },
    { name: 'Hermawan Soesilo', births: ['1977-09-21'] },
  ],
  [
    'two-part name differs in one part, date equal',
    false,
    { name: 'Anton Wijaya', birth: '1980-05-05' },
    { name: 'Anton Kurnia', births: ['1980-05-05'] },
  ],
  [
    'similar family name, year far off',
    false,
    { name: 'Iwan Setiawan', birth: '1995-06-06' },
    { name: 'Iwan Setiadi', births: ['1960'] },
  ],
  [
    'entity named like the participant',
    false,
    { name: 'Barokah Amanah', birth: '1984-07-07' },
    { name: 'Koperasi Barokah Amanah', kind: 'entity', births: [] },
  ],
  [
    'foreign national listed, same full name, other nationality, no date',
    true,
    { name: 'Tariq Anwar Saleem', birth: '1979-08-08', nationality: 'ID' },
    { name: 'Tariq Anwar Saleem', source: 'un', nationalities: ['PK'] },
  ],
];

// ── Kilau's own blacklist (participants blacklisted in the back-office) ────────────
const KILAU: Row[] = [
  [
    'blacklisted participant re-registering, spelling',
    true,
    { name: 'Rizky Aditya Pratama', birth: '1996-02-10', nik: '3171021002960001' },
    {
      name: 'Rizki Aditia Pratama',
      source: 'kilau',
      births: ['1996-02-10'],
      documents: [{ type: 'NIK', number: '3171021002960001' }],
    },
  ],
  [
    'blacklisted participant, other NIK, same date',
    true,
    { name: 'Dimas Prayoga', birth: '1994-05-21', nik: '3172052105940002' },
    {
      name: 'Dimas Prayogo',
      source: 'kilau',
      births: ['1994-05-21'],
      documents: [{ type: 'NIK', number: '3172052105940003' }],
    },
  ],
  [
    'blacklisted participant, other person same given name',
    false,
    { name: 'Dimas Anggara', birth: '1997-01-01', nik: '3172010101970004' },
    {
      name: 'Dimas Prayogo',
      source: 'kilau',
      births: ['1994-05-21'],
      documents: [{ type: 'NIK', number: '3172052105940003' }],
    },
  ],
];

const ALL: Row[] = [
  ...OLD_SPELLINGS,
  ...MUHAMMAD_FORMS,
  ...REORDERED,
  ...ALIASES,
  ...TRANSLITERATIONS,
  ...TITLES,
  ...PATRONYMS,
  ...ONE_WORD,
  ...IDENTITY,
  ...DIFFERENT_PEOPLE,
  ...COMMON_NAMES,
  ...DATES,
  ...KILAU,
];

function partialDate(value: string): { year: number; month?: number; day?: number } {
  const [y, m, d] = value.split('-').map(Number);
  return { year: y as number, ...(m ? { month: m } : {}), ...(d ? { day: d } : {}) };
}

function expand([note, same, s, l]: Row, i: number): LabelledPair {
  const side = typeof s === 'string' ? { name: s } : s;
  const list = typeof l === 'string' ? { name: l } : l;
  return {
    note,
    same,
    subject: {
      name: side.name,
      birth_date: side.birth ?? '',
      birth_place: '',
      nationality: side.nationality ?? 'ID',
      nik: side.nik ?? '',
    },
    entry: {
      source: list.source ?? 'dttot',
      ref: `T${String(i + 1).padStart(3, '0')}`,
      kind: list.kind ?? 'individual',
      name: list.name,
      aliases: (list.aliases ?? []).map((a) =>
        typeof a === 'string' ? { name: a, quality: 'good' as const } : { name: a[0], quality: a[1] },
      ),
      birth_dates: (list.births ?? []).map(partialDate),
      birth_places: [],
      nationalities: list.nationalities ?? [],
      documents: list.documents ?? [],
      addresses: [],
      details: {},
    },
  };
}

export const LABELLED_PAIRS: readonly LabelledPair[] = ALL.map(expand);
