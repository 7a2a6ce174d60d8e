/**
 * The option lists of the KYC forms (docs/product/onboarding.md § Records and fields, Calls): gender, religion, marriage and education
 * for every partner bank; occupation, industry, position, source of funds, income, transactions
 * and purposes for every platform. Idempotent: an option already there (same type, scope and code)
 * is left alone, so labels, order and `active` edited in the database survive a restart. To retire
 * an option, deactivate it: a deleted one comes back at the next start.
 */
import {
  GENDER_CODES,
  MARRIAGE_CODE_MARRIED,
  type MasterDataBankType,
  type MasterDataPlatformType,
} from '@kilau/shared';
import type { Db } from '../db/client';
import { banks, masterData, platforms } from '../db/schema';

type Options = readonly (readonly [code: string, label: string])[];

export const BANK_MASTER_DATA: Record<MasterDataBankType, Options> = {
  gender: [
    [GENDER_CODES.male, 'Laki-laki'],
    [GENDER_CODES.female, 'Perempuan'],
  ],
  // The six religions of the KTP, and the belief entry the KTP has carried since 2017.
  religion: [
    ['ISLAM', 'Islam'],
    ['KRISTEN', 'Kristen Protestan'],
    ['KATOLIK', 'Katolik'],
    ['HINDU', 'Hindu'],
    ['BUDDHA', 'Buddha'],
    ['KONGHUCU', 'Konghucu'],
    ['KEPERCAYAAN', 'Kepercayaan terhadap Tuhan YME'],
  ],
  // The four statuses of the KTP (Dukcapil).
  marriage: [
    ['BELUM_KAWIN', 'Belum Kawin'],
    [MARRIAGE_CODE_MARRIED, 'Kawin'],
    ['CERAI_HIDUP', 'Cerai Hidup'],
    ['CERAI_MATI', 'Cerai Mati'],
  ],
  education: [
    ['TIDAK_SEKOLAH', 'Tidak/Belum Sekolah'],
    ['SD', 'SD/Sederajat'],
    ['SMP', 'SMP/Sederajat'],
    ['SMA', 'SMA/SMK/Sederajat'],
    ['D1', 'Diploma I (D1)'],
    ['D2', 'Diploma II (D2)'],
    ['D3', 'Diploma III (D3)'],
    ['D4', 'Diploma IV/Sarjana Terapan (D4)'],
    ['S1', 'Sarjana (S1)'],
    ['S2', 'Magister (S2)'],
    ['S3', 'Doktor (S3)'],
  ],
};

export const PLATFORM_MASTER_DATA: Record<MasterDataPlatformType, Options> = {
  occupation: [
    ['PNS', 'Pegawai Negeri Sipil (PNS)'],
    ['TNI_POLRI', 'TNI/Polri'],
    ['BUMN', 'Pegawai BUMN/BUMD'],
    ['SWASTA', 'Karyawan Swasta'],
    ['WIRASWASTA', 'Wiraswasta/Pengusaha'],
    ['PEDAGANG', 'Pedagang'],
    ['PROFESIONAL', 'Profesional (Dokter, Pengacara, Akuntan, Notaris)'],
    ['GURU_DOSEN', 'Guru/Dosen'],
    ['PETANI_NELAYAN', 'Petani/Peternak/Nelayan'],
    ['PEKERJA_LEPAS', 'Pekerja Lepas'],
    ['PELAJAR', 'Pelajar/Mahasiswa'],
    ['IRT', 'Ibu Rumah Tangga'],
    ['PENSIUNAN', 'Pensiunan'],
    ['TIDAK_BEKERJA', 'Tidak Bekerja'],
    ['LAINNYA', 'Lainnya'],
  ],
  // The sections of KBLI 2020 (Klasifikasi Baku Lapangan Usaha Indonesia), by their letters.
  industrial: [
    ['A', 'Pertanian, Kehutanan dan Perikanan'],
    ['B', 'Pertambangan dan Penggalian'],
    ['C', 'Industri Pengolahan'],
    ['D', 'Pengadaan Listrik, Gas, Uap/Air Panas dan Udara Dingin'],
    ['E', 'Pengelolaan Air, Limbah dan Daur Ulang Sampah'],
    ['F', 'Konstruksi'],
    ['G', 'Perdagangan Besar dan Eceran; Reparasi Mobil dan Sepeda Motor'],
    ['H', 'Pengangkutan dan Pergudangan'],
    ['I', 'Penyediaan Akomodasi dan Makan Minum'],
    ['J', 'Informasi dan Komunikasi'],
    ['K', 'Aktivitas Keuangan dan Asuransi'],
    ['L', 'Real Estat'],
    ['M', 'Aktivitas Profesional, Ilmiah dan Teknis'],
    ['N', 'Aktivitas Penyewaan, Ketenagakerjaan, Agen Perjalanan dan Penunjang Usaha'],
    ['O', 'Administrasi Pemerintahan, Pertahanan dan Jaminan Sosial Wajib'],
    ['P', 'Pendidikan'],
    ['Q', 'Aktivitas Kesehatan Manusia dan Aktivitas Sosial'],
    ['R', 'Kesenian, Hiburan dan Rekreasi'],
    ['S', 'Aktivitas Jasa Lainnya'],
    ['T', 'Aktivitas Rumah Tangga sebagai Pemberi Kerja'],
    ['U', 'Aktivitas Badan Internasional dan Badan Ekstra Internasional Lainnya'],
  ],
  position: [
    ['PEMILIK', 'Pemilik Usaha'],
    ['DIREKSI', 'Direktur/Komisaris'],
    ['MANAJER', 'Manajer/Kepala Bagian'],
    ['SUPERVISOR', 'Supervisor'],
    ['STAF', 'Staf/Karyawan'],
    ['PROFESIONAL', 'Tenaga Profesional/Ahli'],
    ['LAINNYA', 'Lainnya'],
    ['TIDAK_ADA', 'Tidak Ada (tidak bekerja)'],
  ],
  fund: [
    ['GAJI', 'Gaji'],
    ['HASIL_USAHA', 'Hasil Usaha'],
    ['INVESTASI', 'Hasil Investasi'],
    ['TABUNGAN', 'Tabungan'],
    ['WARISAN', 'Warisan'],
    ['HIBAH', 'Hibah/Pemberian Keluarga'],
    ['PENSIUN', 'Dana Pensiun'],
    ['LAINNYA', 'Lainnya'],
  ],
  // Monthly income bands.
  salary: [
    ['LT_5JT', 'Kurang dari Rp 5.000.000 per bulan'],
    ['5JT_10JT', 'Rp 5.000.000 – Rp 10.000.000 per bulan'],
    ['10JT_25JT', 'Rp 10.000.000 – Rp 25.000.000 per bulan'],
    ['25JT_50JT', 'Rp 25.000.000 – Rp 50.000.000 per bulan'],
    ['50JT_100JT', 'Rp 50.000.000 – Rp 100.000.000 per bulan'],
    ['GT_100JT', 'Lebih dari Rp 100.000.000 per bulan'],
  ],
  // Expected value of transactions a month.
  monthly_transaction: [
    ['LT_10JT', 'Kurang dari Rp 10.000.000'],
    ['10JT_50JT', 'Rp 10.000.000 – Rp 50.000.000'],
    ['50JT_100JT', 'Rp 50.000.000 – Rp 100.000.000'],
    ['100JT_500JT', 'Rp 100.000.000 – Rp 500.000.000'],
    ['500JT_1M', 'Rp 500.000.000 – Rp 1.000.000.000'],
    ['GT_1M', 'Lebih dari Rp 1.000.000.000'],
  ],
  purpose_fund: [
    ['INVESTASI', 'Investasi'],
    ['SIMPANAN', 'Simpanan Masa Depan'],
    ['LINDUNG_NILAI', 'Lindung Nilai (Hedging)'],
    ['PENDIDIKAN', 'Biaya Pendidikan'],
    ['IBADAH', 'Biaya Ibadah (Haji/Umrah)'],
    ['MODAL_USAHA', 'Modal Usaha'],
    ['LAINNYA', 'Lainnya'],
  ],
  purpose_open_account: [
    ['INVESTASI_EMAS', 'Investasi Emas'],
    ['JUAL_BELI_EMAS', 'Transaksi Jual Beli Emas'],
    ['SIMPANAN', 'Simpanan Jangka Panjang'],
    ['LINDUNG_NILAI', 'Lindung Nilai (Hedging)'],
    ['LAINNYA', 'Lainnya'],
  ],
};

function rowsFor(scopeKind: 'bank' | 'platform', scopeId: string, lists: Record<string, Options>) {
  return Object.entries(lists).flatMap(([type, options]) =>
    options.map(([code, label], i) => ({ type, scopeKind, scopeId, code, label, sortOrder: i + 1 })),
  );
}

/** Seeds the lists for every bank and platform in the database (run after those are seeded). */
export async function seedMasterData(db: Db): Promise<void> {
  const [bankRows, platformRows, existing] = await Promise.all([
    db.select({ code: banks.code }).from(banks),
    db.select({ id: platforms.id }).from(platforms),
    db
      .select({
        type: masterData.type,
        kind: masterData.scopeKind,
        scope: masterData.scopeId,
        code: masterData.code,
      })
      .from(masterData),
  ]);
  // A restart costs these reads only; the insert is for what is missing (a new bank or platform).
  const have = new Set(existing.map((r) => `${r.type}|${r.kind}|${r.scope}|${r.code}`));
  const rows = [
    ...bankRows.flatMap((b) => rowsFor('bank', b.code, BANK_MASTER_DATA)),
    ...platformRows.flatMap((p) => rowsFor('platform', p.id, PLATFORM_MASTER_DATA)),
  ].filter((r) => !have.has(`${r.type}|${r.scopeKind}|${r.scopeId}|${r.code}`));
  if (rows.length === 0) return;
  // Another instance starting at the same time may insert the same options: the unique index decides.
  await db.insert(masterData).values(rows).onConflictDoNothing();
}
