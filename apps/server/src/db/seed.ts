/**
 * Demo data (embedded mode, or SEED_DEMO=1): platforms, banks, promoter codes and the demo
 * accounts the README lists. Idempotent: a second run changes nothing.
 */

import { CONTRACT_SIZES, GENDER_CODES, ROLES, STATUS_NASABAH } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './client';
import {
  banks,
  goldTransactions,
  kycCustomers,
  masterData,
  platforms,
  referralCodes,
  staffUsers,
  users,
  walletBalances,
} from './schema';
import { seedMasterData } from './seed-master-data';
import { seedRegions } from './seed-regions';

export const DEMO_PASSWORD = 'Kilau#Demo2026';

export const DEMO_CUSTOMERS = [
  {
    email: 'demo.nasabah@kilau.test',
    username: 'demonasabah',
    phone: '081234567890',
    fullname: 'Siti Rahmawati',
    note: 'KYC disetujui, saldo dan transaksi',
  },
  {
    email: 'baru@kilau.test',
    username: 'nasabahbaru',
    phone: '081234567891',
    fullname: 'Budi Santoso',
    note: 'aktif, onboarding belum dimulai',
  },
  {
    email: 'belumaktif@kilau.test',
    username: 'belumaktif',
    phone: '081234567892',
    fullname: 'Dewi Lestari',
    note: 'terdaftar, email belum diaktifkan',
  },
] as const;

export const DEMO_STAFF = [
  { username: 'superadmin', role: ROLES.superAdmin, fullname: 'Super Admin Kilau', bankCode: null },
  {
    username: 'broker',
    role: ROLES.brokerAdmin,
    fullname: 'Admin Pialang',
    bankCode: null,
    platform: 'gofx',
  },
  {
    username: 'brokerjafets',
    role: ROLES.brokerAdmin,
    fullname: 'Admin Pialang Jafets',
    bankCode: null,
    platform: 'jafets',
  },
  { username: 'bankcimb', role: ROLES.bankAdmin, fullname: 'Admin Bank CIMB Niaga', bankCode: '022' },
  { username: 'bankadmin', role: ROLES.bankAdmin, fullname: 'Admin Bank Artha Graha', bankCode: '037' },
  { username: 'tradedesk', role: ROLES.tradeDesk, fullname: 'Petugas Trade Desk', bankCode: null },
  { username: 'videoofficer', role: ROLES.videoOfficer, fullname: 'Petugas Video Call', bankCode: null },
  {
    username: 'brokerviewer',
    role: ROLES.brokerViewer,
    fullname: 'Admin Pialang (tanpa blacklist)',
    bankCode: null,
    platform: 'gofx',
  },
] as const;

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(platforms)
    .values([
      { name: 'GOFX', appName: 'gofx', sortOrder: 1 },
      { name: 'Jafets', appName: 'jafets', sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await db
    .insert(banks)
    .values([
      { code: '037', name: 'Bank Artha Graha', sortOrder: 1 },
      {
        code: '022',
        name: 'CIMB Niaga',
        requiresExistingAccount: true,
        sortOrder: 2,
        appLinks: [
          {
            store: 'Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.cimbniaga.mobile.octo',
          },
          { store: 'App Store', url: 'https://apps.apple.com/id/app/octo-mobile/id1474526044' },
        ],
      },
      // Spec 001 §2 asks only 022 whether the customer already has an account; 023 goes straight
      // to its form.
      { code: '023', name: 'CIMB Syariah', sortOrder: 3 },
      { code: '028', name: 'OCBC', sortOrder: 4 },
    ])
    .onConflictDoNothing();
  await db
    .insert(referralCodes)
    .values([
      { code: 'KILAU001', promoterName: 'Promotor Kilau Jakarta' },
      { code: 'KILAU002', promoterName: 'Promotor Kilau Surabaya' },
    ])
    .onConflictDoNothing();
  await seedMasterData(db);
  await seedRegions(db);
}

export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  await seedReferenceData(db);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMERS[0].email));
  if (existing.length > 0) return { created: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const [approved, fresh, inactive] = DEMO_CUSTOMERS;
  const [demo] = await db
    .insert(users)
    .values([
      {
        fullname: approved.fullname,
        email: approved.email,
        username: approved.username,
        phonenumber: approved.phone,
        passwordHash,
        status: 'active',
        phoneVerifiedAt: now,
        emailVerifiedAt: now,
      },
      {
        fullname: fresh.fullname,
        email: fresh.email,
        username: fresh.username,
        phonenumber: fresh.phone,
        passwordHash,
        status: 'active',
        phoneVerifiedAt: now,
        emailVerifiedAt: now,
      },
      {
        fullname: inactive.fullname,
        email: inactive.email,
        username: inactive.username,
        phonenumber: inactive.phone,
        passwordHash,
        status: 'new',
        phoneVerifiedAt: now,
      },
    ])
    .returning({ id: users.id });
  if (!demo) throw new Error('demo user not created');

  const platformIds = new Map((await db.select().from(platforms)).map((p) => [p.appName, p.id]));
  await db
    .insert(staffUsers)
    .values(
      DEMO_STAFF.map((s) => ({
        username: s.username,
        fullname: s.fullname,
        role: s.role,
        bankCode: s.bankCode,
        // Broker staff work on one platform (decision 0056).
        platformId: 'platform' in s ? (platformIds.get(s.platform) ?? null) : null,
        passwordHash,
      })),
    )
    .onConflictDoNothing();

  const [gofx] = await db.select().from(platforms).where(eq(platforms.appName, 'gofx'));
  if (!gofx) throw new Error('platform gofx missing');
  // The approved demo record holds what the onboarding steps write: master-data ids and region
  // codes, never names, so every reader goes through the read model as it does for real customers.
  const option = masterDataIds(await db.select().from(masterData));
  const bank = { kind: 'bank' as const, id: '037' };
  const platform = { kind: 'platform' as const, id: gofx.id };
  const savedAt = now.toISOString();
  await db.insert(kycCustomers).values({
    userId: demo.id,
    platformId: gofx.id,
    bankCode: bank.id,
    state: 'approved',
    statusNasabah: STATUS_NASABAH.accepted,
    fullname: approved.fullname,
    personal: {
      fullname: approved.fullname,
      mothers_name: 'Sri Wahyuni',
      date_of_birth: '1990-06-05',
      place_of_birth: 'Jakarta',
      ktp_no: '3174054506900003',
      ktp_issued_date: '2018-03-12',
      citizenship: 'wni',
      npwp_no: '',
      gender_type: option('gender', bank, GENDER_CODES.female),
      religion_type: option('religion', bank, 'ISLAM'),
      marriage_type: option('marriage', bank, 'BELUM_KAWIN'),
      education_type: option('education', bank, 'S1'),
      dependent_no: 0,
      nik_check: { warnings: [], checked_at: savedAt },
      saved_at: savedAt,
    },
    identityAddress: {
      address: 'Jl. Ciputat Raya No. 12',
      province_type: '31',
      regency_type: '31.74',
      district_type: '31.74.05',
      village_type: '31.74.05.1002',
      postcode: '12310',
    },
    employment: {
      occupation_type: option('occupation', platform, 'SWASTA'),
      industrial_type: option('industrial', platform, 'K'),
      position_type: option('position', platform, 'STAF'),
      company_name: 'PT Sinar Nusantara',
      work_month: 48,
      has_confirm_employment: true,
      has_confirm_costumer: true,
      has_confirm_beneficial_owner: true,
      has_acknowledge_profile: true,
      saved_at: savedAt,
    },
    submittedAt: now,
  });

  await db.insert(walletBalances).values({
    userId: demo.id,
    giroposBalance: '25750000.00',
    giroposUsdBalance: '1650.25',
    rdkBalance: '12500000.00',
    usdBalance: '820.50',
    microBalanceIdr: '18450000.00',
    premiumBalanceIdr: '142800000.00',
    microBalanceUsd: '1182.10',
    premiumBalanceUsd: '9150.75',
    microGrams: '12.3400',
    premiumGrams: '110.0000',
  });

  await db.insert(goldTransactions).values(demoTransactions(demo.id, now));
  return { created: true };
}

/** 18 trades over the last weeks, cycling through all six contract ids, buys and sells. */
function demoTransactions(userId: string, now: Date) {
  const contractIds = Object.keys(CONTRACT_SIZES).map(Number);
  const pricePerContract: Record<number, number> = {
    1: 152_000_000,
    2: 472_000_000,
    3: 1_520_000_000,
    4: 15_200_000_000,
    5: 15_200,
    6: 1_530_000,
  };
  return Array.from({ length: 18 }, (_, i) => {
    const contractId = contractIds[i % contractIds.length] ?? 6;
    const quantity = contractId === 5 ? 50 + i * 10 : 1 + (i % 3);
    const direction = i % 4 === 3 ? ('sell' as const) : ('buy' as const);
    const currency = i % 5 === 4 ? ('USD' as const) : ('IDR' as const);
    const idr = (pricePerContract[contractId] ?? 1_530_000) * quantity;
    const amount = currency === 'USD' ? (idr / 16_250).toFixed(2) : idr.toFixed(2);
    return {
      userId,
      externalRef: `DEMO-${String(i + 1).padStart(4, '0')}`,
      contractId,
      direction,
      quantity,
      settlementAmount: amount,
      currency,
      tradedAt: new Date(now.getTime() - (18 - i) * 26 * 3600 * 1000),
    };
  });
}

/** Looks up seeded master-data option ids by type, scope and code; a missing one is a seed bug. */
export function masterDataIds(rows: (typeof masterData.$inferSelect)[]) {
  return (type: string, scope: { kind: 'bank' | 'platform'; id: string }, code: string): string => {
    const row = rows.find(
      (r) => r.type === type && r.scopeKind === scope.kind && r.scopeId === scope.id && r.code === code,
    );
    if (!row) throw new Error(`master data ${type}/${code} missing for ${scope.kind} ${scope.id}`);
    return row.id;
  };
}
