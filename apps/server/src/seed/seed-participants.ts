/**
 * Demo participants for the back-office (issue: "a newcomer logging in as broker sees a real
 * queue"): people in every review state across both platforms and the four banks, with complete
 * KYC sections holding exactly what the onboarding steps store (master-data ids and region codes),
 * generated document images (drawn specimens, no real faces) in the file store, and registration
 * dates spread over the last 60 days. Deterministic and idempotent: a rerun adds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DAY_MS, GENDER_CODES, HOUR_MS, SAMPLE_CUSTOMER, STATUS_NASABAH, sampleNik } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kycCustomers, masterData, platforms, storedFiles, users } from '../db/schema';
import { hashPassword } from '../modules/credentials';
import { nameSearchKey } from '../modules/screening';
import type { FileStore } from '../plugins/files';
import { DEMO_STATEMENT_VIDEO_MP4 } from './demo-statement-video';
import { DEMO_PASSWORD, masterDataIds } from './seed';
import { seedManagingBankAccounts } from './seed-managing-bank';
import { seedDemoTrades } from './seed-trades';

const MARKER_EMAIL = 'peserta01@kilau.test';

/** The given names (the rescreen benchmark's participants are named from them too). */
const { female: FIRST_F, male: FIRST_M } = SAMPLE_CUSTOMER.givenNames;
const LAST = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Nugroho',
  'Siregar',
  'Lubis',
  'Hasibuan',
  'Setiawan',
  'Gunawan',
];
const MOTHERS = ['Sri Wahyuni', 'Suharti', 'Sumiati', 'Aminah', 'Kartini', 'Rohani', 'Sulastri', 'Mulyani'];
const REASONS = [
  'Foto KTP buram sehingga NIK tidak terbaca, mohon unggah ulang foto KTP yang jelas.',
  'Foto selfie dengan KTP tidak menampilkan wajah dan KTP secara bersamaan, mohon foto ulang.',
  'Nama ibu kandung tidak sesuai dengan data kependudukan, mohon periksa kembali data pribadi Anda.',
  'Tanda tangan tidak sesuai dengan tanda tangan pada KTP, mohon unggah ulang tanda tangan.',
  'Video pernyataan tidak terdengar jelas, mohon rekam ulang video pernyataan di tempat yang tenang.',
  'Alamat sesuai KTP belum lengkap (RT/RW dan nomor rumah), mohon lengkapi data alamat.',
];
const BLACKLIST_REASONS = [
  'Terindikasi menggunakan identitas orang lain berdasarkan hasil verifikasi video.',
  'Ditemukan transaksi mencurigakan dan tidak kooperatif saat dikonfirmasi oleh tim kepatuhan.',
];
const ADDRESSES = [
  SAMPLE_CUSTOMER.addresses.jakarta,
  {
    address: 'Jl. Raya Katapang No. 45',
    province_type: '32',
    regency_type: '32.04',
    district_type: '32.04.11',
    village_type: '32.04.11.2001',
    postcode: '40921',
  },
];

/** The states to seed, in order; counts as the issue asks. */
const PLAN: { status: number; state: string; video: 'new' | 'scheduled'; count: number }[] = [
  { status: STATUS_NASABAH.new, state: 'submitted', video: 'new', count: 25 },
  { status: STATUS_NASABAH.new, state: 'submitted', video: 'scheduled', count: 5 },
  { status: STATUS_NASABAH.waitingBank, state: 'submitted', video: 'new', count: 3 },
  { status: STATUS_NASABAH.accepted, state: 'approved', video: 'new', count: 12 },
  { status: STATUS_NASABAH.rejected, state: 'reject', video: 'new', count: 6 },
  { status: STATUS_NASABAH.blacklisted, state: 'approved', video: 'new', count: 4 },
];

/** A small deterministic generator (mulberry32), so every install shows the same people. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );
const silhouette = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy - r * 0.55}" r="${r * 0.45}" fill="#9aa5b1"/><ellipse cx="${cx}" cy="${cy + r * 0.75}" rx="${r * 0.8}" ry="${r * 0.6}" fill="#9aa5b1"/>`;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function ktpSvg(p: { name: string; nik: string; birth: string }) {
  return svg(
    860,
    540,
    `<rect width="860" height="540" rx="24" fill="#cfe3f5"/><text x="430" y="60" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#1b365d">PROVINSI (CONTOH / SPECIMEN)</text>
     <text x="40" y="140" font-family="monospace" font-size="30" fill="#111">NIK  : ${p.nik}</text>
     <text x="40" y="200" font-family="sans-serif" font-size="26" fill="#111">Nama : ${escapeXml(p.name)}</text>
     <text x="40" y="250" font-family="sans-serif" font-size="26" fill="#111">Tgl Lahir : ${p.birth}</text>
     <text x="40" y="480" font-family="sans-serif" font-size="40" font-weight="700" fill="#c0392b" opacity="0.6">CONTOH — BUKAN KTP ASLI</text>
     <rect x="620" y="110" width="200" height="250" fill="#e8eef4"/>${silhouette(720, 250, 90)}`,
  );
}
export const photoSvg = (label: string) =>
  svg(
    600,
    800,
    `<rect width="600" height="800" fill="#eef2f6"/>${silhouette(300, 420, 230)}<text x="300" y="760" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#52606d">${label}</text>`,
  );
export const photoWithKtpSvg = () =>
  svg(
    800,
    800,
    `<rect width="800" height="800" fill="#eef2f6"/>${silhouette(330, 400, 220)}<rect x="470" y="430" width="260" height="165" rx="12" fill="#cfe3f5" stroke="#1b365d"/><text x="600" y="520" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1b365d">CONTOH KTP</text>`,
  );
export const signatureSvg = (seed: number) =>
  svg(
    600,
    240,
    `<rect width="600" height="240" fill="#ffffff"/><path d="M40 170 C 120 ${40 + (seed % 60)}, 200 220, 260 120 S 380 ${60 + (seed % 80)}, 440 150 S 540 110, 570 130" stroke="#1b1f3b" stroke-width="5" fill="none"/>`,
  );

/** sharp (libvips) loads only when a demo seed draws images: a production server never does. */
async function loadSharp() {
  return (await import('sharp')).default;
}

export async function png(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).png().toBuffer();
}

export async function jpeg(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).jpeg({ quality: 70 }).toBuffer();
}

/**
 * The due time of a waiting file (decision 0112), so the workbench's dashboard shows every kind:
 * a third overdue (an hour or more ago), a third due later today (Jakarta's day), the rest within
 * the next working days. Decided files have none.
 */
export function waitingDue(status: number, i: number, now: number): Date | null {
  if (status !== STATUS_NASABAH.new && status !== STATUS_NASABAH.waitingBank) return null;
  if (i % 3 === 0) return new Date(now - (1 + i) * HOUR_MS);
  if (i % 3 === 1) {
    const endOfDay = (Math.floor((now + 7 * HOUR_MS) / (24 * HOUR_MS)) + 1) * 24 * HOUR_MS - 7 * HOUR_MS;
    // Between now and midnight in Jakarta, spread by position.
    return new Date(now + Math.max(60_000, Math.floor(((endOfDay - now) * (1 + (i % 5))) / 6)));
  }
  return new Date(now + (24 + (i % 4) * 12) * HOUR_MS);
}

export async function seedDemoParticipants(db: Db, files: FileStore): Promise<{ created: number }> {
  const [marker] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, MARKER_EMAIL))
    .limit(1);
  if (marker) return { created: 0 };
  const rand = prng(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const option = masterDataIds(await db.select().from(masterData));
  const platformRows = await db.select({ id: platforms.id, appName: platforms.appName }).from(platforms);
  const gofx = platformRows.find((p) => p.appName === 'gofx');
  const jafets = platformRows.find((p) => p.appName === 'jafets');
  if (!gofx || !jafets) throw new Error('platforms missing');
  // The pictures shared by everyone (the KTP and the signature are drawn per person).
  const [photo, withKtp] = await Promise.all([jpeg(photoSvg('FOTO CONTOH')), jpeg(photoWithKtpSvg())]);
  const now = Date.now();
  let n = 0;
  for (const group of PLAN) {
    for (let i = 0; i < group.count; i++) {
      n += 1;
      const female = rand() < 0.5;
      const fullname = `${pick(female ? FIRST_F : FIRST_M)} ${pick(LAST)}`;
      const year = 1965 + Math.floor(rand() * 38);
      const month = 1 + Math.floor(rand() * 12);
      const day = 1 + Math.floor(rand() * 28);
      const dob = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const addr = ADDRESSES[n % ADDRESSES.length] as (typeof ADDRESSES)[number];
      // Every ninth person's NIK carries the other gender's day: the reviewer sees the warning.
      const mismatch = n % 9 === 0;
      const nik = sampleNik(addr.district_type, dob, female !== mismatch, n);
      // Waiting bank approval only exists for the CIMB banks; the others cycle through all four.
      const bankCode =
        group.status === STATUS_NASABAH.waitingBank
          ? i % 2
            ? '023'
            : '022'
          : (['037', '022', '023', '028'][n % 4] as string);
      const platform = n % 5 < 3 ? gofx : jafets;
      const bank = { kind: 'bank' as const, id: bankCode };
      const plat = { kind: 'platform' as const, id: platform.id };
      const createdAt = new Date(now - Math.floor(rand() * 60 * DAY_MS) - HOUR_MS);
      const savedAt = createdAt.toISOString();
      const email = `peserta${String(n).padStart(2, '0')}@kilau.test`;

      const [user] = await db
        .insert(users)
        .values({
          fullname,
          email,
          username: `peserta${String(n).padStart(2, '0')}`,
          phonenumber: `0857${String(10_000_000 + n * 7919).slice(0, 8)}`,
          passwordHash,
          status: group.status === STATUS_NASABAH.blacklisted ? 'blocked' : 'active',
          phoneVerifiedAt: createdAt,
          emailVerifiedAt: createdAt,
          createdAt,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('participant user not created');
      // Married participants sign with their partner too (the attachments step requires it).
      const marriage = pick(['BELUM_KAWIN', 'KAWIN']);
      const [record] = await db
        .insert(kycCustomers)
        .values({
          userId: user.id,
          platformId: platform.id,
          bankCode,
          state: group.state,
          statusNasabah: group.status,
          videoStatus: group.video,
          // The scheduled calls, an hour apart around now: the first began within the last hour
          // (joinable), the others are still to come (the 'wait' answer).
          ...(group.video === 'scheduled'
            ? {
                videoLink: randomBytes(18).toString('base64url'),
                videoSchedule: new Date(Math.ceil(now / HOUR_MS) * HOUR_MS + (i - 1) * HOUR_MS),
              }
            : {}),
          fullname,
          nameSearchKey: nameSearchKey(fullname),
          description:
            group.status === STATUS_NASABAH.rejected
              ? (REASONS[i % REASONS.length] as string)
              : group.status === STATUS_NASABAH.blacklisted
                ? (BLACKLIST_REASONS[i % BLACKLIST_REASONS.length] as string)
                : null,
          tradeAccountNo:
            group.status === STATUS_NASABAH.accepted || group.status === STATUS_NASABAH.blacklisted
              ? `88${String(100_000 + n)}`
              : null,
          tradeUsername:
            group.status === STATUS_NASABAH.accepted || group.status === STATUS_NASABAH.blacklisted
              ? `trader${n}`
              : null,
          etbNo: group.status === STATUS_NASABAH.accepted && i % 2 === 0 ? `ETB${String(500_000 + n)}` : null,
          hinDemo: group.status === STATUS_NASABAH.accepted && i % 3 === 0 ? `DEMO${String(7000 + n)}` : null,
          personal: {
            fullname,
            mothers_name: pick(MOTHERS),
            date_of_birth: dob,
            place_of_birth: addr.province_type === '31' ? 'Jakarta' : 'Bandung',
            ktp_no: nik,
            ktp_issued_date: `${Math.min(2024, year + 17)}-03-12`,
            citizenship: 'wni',
            npwp_no: i % 3 === 0 ? '' : `0${String(10_000_000_000_000 + n * 104_729).slice(0, 14)}`,
            gender_type: option('gender', bank, female ? GENDER_CODES.female : GENDER_CODES.male),
            religion_type: option(
              'religion',
              bank,
              pick(['ISLAM', 'ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA']),
            ),
            marriage_type: option('marriage', bank, marriage),
            education_type: option('education', bank, pick(['SMA', 'D3', 'S1', 'S2'])),
            dependent_no: Math.floor(rand() * 4),
            nik_check: { warnings: mismatch ? ['gender'] : [], checked_at: savedAt },
            saved_at: savedAt,
          },
          identityAddress: addr,
          employment: {
            occupation_type: option('occupation', plat, pick(['SWASTA', 'WIRASWASTA', 'PNS', 'PROFESIONAL'])),
            industrial_type: option('industrial', plat, pick(['G', 'K', 'J', 'P'])),
            position_type: option('position', plat, pick(['STAF', 'MANAJER', 'PEMILIK'])),
            company_name: pick([
              'PT Sinar Nusantara',
              'CV Maju Jaya',
              'PT Teknologi Andalan',
              'Toko Sumber Rejeki',
            ]),
            work_month: 12 + Math.floor(rand() * 120),
            has_confirm_employment: true,
            has_confirm_costumer: true,
            has_confirm_beneficial_owner: true,
            has_acknowledge_profile: true,
            saved_at: savedAt,
          },
          bankAccount: {
            account_name: fullname,
            account_no: `${bankCode}${String(7_000_000 + n * 131)}`,
            ...SAMPLE_CUSTOMER.bankAccount,
            saved_at: savedAt,
          },
          emergencyContact: {
            fullname: `${pick(FIRST_M)} ${pick(LAST)}`,
            address: addr.address,
            postcode: addr.postcode,
            phonenumber: '081298765432',
            relationship: 'Saudara',
            has_confirm_emergency_contact: true,
            saved_at: savedAt,
          },
          createdAt,
          submittedAt: new Date(createdAt.getTime() + HOUR_MS),
          dueAt: waitingDue(group.status, i, now),
          updatedAt: createdAt,
        })
        .returning({ id: kycCustomers.id });
      if (!record) throw new Error('participant record not created');

      const images: Record<string, Buffer> = {
        ktp: await jpeg(ktpSvg({ name: fullname, nik, birth: dob })),
        photo,
        photo_with_ktp: withKtp,
        // The signature pad exports a PNG, as the attachments step stores it.
        signature: await png(signatureSvg(n * 37)),
        ...(marriage === 'KAWIN'
          ? {
              partner_signature: await png(signatureSvg(n * 53 + 11)),
            }
          : {}),
        statement_video: DEMO_STATEMENT_VIDEO_MP4,
      };
      const attachment: Record<string, string | boolean | number> = {};
      for (const [kind, bytes] of Object.entries(images)) {
        const png = kind === 'signature' || kind === 'partner_signature';
        const video = kind === 'statement_video';
        const ext = video ? 'mp4' : png ? 'png' : 'jpg';
        const key = `kyc/${record.id}/${kind}-demo.${ext}`;
        await files.put(key, Readable.from(bytes));
        await db.insert(storedFiles).values({
          ownerUserId: user.id,
          customerId: record.id,
          kind,
          storageKey: key,
          mime: video ? 'video/mp4' : png ? 'image/png' : 'image/jpeg',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          createdAt,
        });
        attachment[kind] = key;
      }
      await db
        .update(kycCustomers)
        .set({
          // What the attachments step keeps: the paths, the confirmation, every agreement statement
          // approved (step 5) and the clause-24 dispute body.
          attachment: {
            ...attachment,
            ...SAMPLE_CUSTOMER.attachment,
            dispute_detail: null,
            saved_at: savedAt,
          },
        })
        .where(eq(kycCustomers.id, record.id));
    }
  }
  await seedDemoTrades(db);
  await seedManagingBankAccounts(db);
  return { created: n };
}
