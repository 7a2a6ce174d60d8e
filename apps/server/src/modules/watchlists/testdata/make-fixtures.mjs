// Writes the .xlsx and .csv list fixtures from the rows below (synthetic people, shaped like
// PPATK's published sheets: a title, a blank row, the header, then the entries). Run it again
// after changing a row: node apps/server/src/modules/watchlists/testdata/make-fixtures.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const here = dirname(fileURLToPath(import.meta.url));
const DTTOT_HEADER = [
  'No',
  'Nama',
  'Deskripsi',
  'Terduga',
  'Kode Densus',
  'Tempat Lahir',
  'Tanggal Lahir',
  'WN',
  'Alamat',
];
const PROLIF_HEADER = [
  'NO',
  'NAMA',
  'DESKRIPSI',
  'TERDUGA',
  'KODE',
  'TEMPAT LAHIR',
  'TANGGAL LAHIR',
  'WARGA NEGARA',
  'ALAMAT',
];

const dttotV1 = [
  [
    '1',
    'Soedjatmiko Prawirohardjo alias Abu Miko als Pak Djatmiko',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0001',
    'Klaten',
    '00/00/1975',
    'Indonesia',
    'Jl. Contoh No. 1, Klaten, Jawa Tengah',
  ],
  [
    '2',
    'Nur Hidayah binti Abdurrahman alias: Ummu Hidayah',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0002',
    'Bima',
    '12/05/1980 atau 12/05/1981',
    'Indonesia',
    'Bima, Nusa Tenggara Barat',
  ],
  [
    '3',
    'Ahmad Fauzi Ramadhan',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0003',
    'Poso',
    '00/05/1975',
    'Indonesia',
    'Poso, Sulawesi Tengah',
  ],
  ['4', 'Jamaah Contoh Fiktif', 'Organisasi fiktif', 'Korporasi', 'IDE-0001', '-', '-', '-', '-'],
  [
    '5',
    'Rizal Effendi Siregar',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0004',
    'Medan',
    new Date(Date.UTC(1985, 2, 12)),
    'Indonesia / Malaysia',
    'Medan, Sumatera Utara',
  ],
  [
    '6',
    'Abu Hamzah al-Filipini alias Hamzah Santos',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0005',
    'Mindanao',
    'sekitar tahun 1978',
    'Filipina',
    'Mindanao, Filipina',
  ],
];
// Version 2: IDD-0003 removed, IDD-0004's address changed, IDD-0006 added.
const dttotV2 = [
  ...dttotV1.filter((r) => r[4] !== 'IDD-0003' && r[4] !== 'IDD-0004'),
  [
    '5',
    'Rizal Effendi Siregar',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0004',
    'Medan',
    new Date(Date.UTC(1985, 2, 12)),
    'Indonesia / Malaysia',
    'Deli Serdang, Sumatera Utara',
  ],
  [
    '7',
    'Bambang Soeharjono alias Abu Bambang',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0006',
    'Cilacap',
    '03/11/1990',
    'Indonesia',
    'Cilacap, Jawa Tengah',
  ],
];
const prolif = [
  [
    '1',
    'KIM CONTOH SONG alias KIM C. SONG',
    'Pejabat fiktif',
    'Orang',
    'KP-0001',
    'Pyongyang',
    '15/04/1962',
    'Korea Utara',
    'Pyongyang',
  ],
  [
    '2',
    'CONTOH TRADING CORPORATION',
    'Perusahaan fiktif',
    'Korporasi',
    'KP-E-0001',
    '-',
    '-',
    '-',
    'Pyongyang',
  ],
  [
    '3',
    'Reza Tavakoli Fiktif',
    'Pejabat fiktif',
    'Orang',
    'IR-0001',
    'Teheran',
    '00/00/1959',
    'Iran',
    'Teheran',
  ],
];

const TITLE_DTTOT = 'DAFTAR TERDUGA TERORIS DAN ORGANISASI TERORIS (DATA UJI, FIKTIF)';
const TITLE_PROLIF = 'DAFTAR PENDANAAN PROLIFERASI SENJATA PEMUSNAH MASSAL (DATA UJI, FIKTIF)';

async function xlsx(file, title, header, rows) {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(Date.UTC(2026, 9, 1));
  wb.modified = wb.created;
  const ws = wb.addWorksheet('DTTOT');
  ws.addRow([title]);
  ws.addRow([]);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  ws.getColumn(7).numFmt = 'dd/mm/yyyy';
  writeFileSync(join(here, file), Buffer.from(await wb.xlsx.writeBuffer()));
}

const csvCell = (v) => {
  const s =
    v instanceof Date
      ? `${String(v.getUTCDate()).padStart(2, '0')}/${String(v.getUTCMonth() + 1).padStart(2, '0')}/${v.getUTCFullYear()}`
      : String(v);
  return /[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
function csv(file, title, header, rows) {
  const lines = [[title], [], header, ...rows].map((r) => r.map(csvCell).join(';'));
  writeFileSync(join(here, file), `${lines.join('\r\n')}\r\n`);
}

await xlsx('dttot-v1.xlsx', TITLE_DTTOT, DTTOT_HEADER, dttotV1);
await xlsx('dttot-v2.xlsx', TITLE_DTTOT, DTTOT_HEADER, dttotV2);
await xlsx('proliferation.xlsx', TITLE_PROLIF, PROLIF_HEADER, prolif);
csv('dttot-v1.csv', TITLE_DTTOT, DTTOT_HEADER, dttotV1);
csv('proliferation.csv', TITLE_PROLIF, PROLIF_HEADER, prolif);
// Refused files: each has one fault, on a known row (the title is row 1, the header row 3).
const withRow = (rows, i, row) => rows.map((r, j) => (j === i ? row : r));
csv(
  'dttot-no-name.csv',
  TITLE_DTTOT,
  DTTOT_HEADER,
  withRow(dttotV1, 2, [
    '3',
    '',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0003',
    'Poso',
    '00/05/1975',
    'Indonesia',
    'Poso',
  ]),
);
csv(
  'dttot-bad-date.csv',
  TITLE_DTTOT,
  DTTOT_HEADER,
  withRow(dttotV1, 3, [
    '4',
    'Jamaah Contoh Fiktif',
    'Organisasi fiktif',
    'Korporasi',
    'IDE-0001',
    '-',
    'akhir tahun tujuh puluhan',
    '-',
    '-',
  ]),
);
csv(
  'dttot-duplicate-ref.csv',
  TITLE_DTTOT,
  DTTOT_HEADER,
  withRow(dttotV1, 4, [
    '5',
    'Rizal Effendi Siregar',
    'Anggota kelompok fiktif',
    'Orang',
    'IDD-0001',
    'Medan',
    '12/03/1985',
    'Indonesia',
    'Medan',
  ]),
);
csv(
  'dttot-missing-column.csv',
  TITLE_DTTOT,
  DTTOT_HEADER.filter((h) => h !== 'Kode Densus'),
  dttotV1.map((r) => r.filter((_, i) => i !== 4)),
);
await xlsx(
  'dttot-bad-date.xlsx',
  TITLE_DTTOT,
  DTTOT_HEADER,
  withRow(dttotV1, 3, [
    '4',
    'Jamaah Contoh Fiktif',
    'Organisasi fiktif',
    'Korporasi',
    'IDE-0001',
    '-',
    '31/02/1976',
    '-',
    '-',
  ]),
);
