/**
 * Demo data (embedded mode, or SEED_DEMO=1): platforms, banks, promoter codes and the demo
 * accounts the README lists. The approved demo customer's KYC record, documents, trading account
 * and trades are made later, through the app's own calls (seed-demo-customer.ts). Idempotent: a
 * second run changes nothing.
 */

import { ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  banks,
  type masterData,
  platforms,
  referralCodes,
  staffTotpSecrets,
  staffUsers,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/credentials';
import { sealStaffTotp } from '../modules/staff-mfa/staff-mfa.service';
import { seedMasterData } from './seed-master-data';
import { seedRegions } from './seed-regions';

export const DEMO_PASSWORD = 'Kilau#Demo2026';
/**
 * The demo staff's one TOTP secret (base32), published beside DEMO_PASSWORD: every demo staff
 * account is seeded enrolled with it (development data only; decision 0109). Add it to an
 * authenticator app, or compute codes from it in tests.
 */
export const DEMO_STAFF_TOTP_SECRET = 'KILAUDEMOSTAFFTOTPSECRETKILAU234';

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
  // A lost factor is reset by two super admins (decision 0109): the demo needs a second one.
  { username: 'superadmin2', role: ROLES.superAdmin, fullname: 'Super Admin Kedua', bankCode: null },
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
  { username: 'tradedesk', role: ROLES.tradeDesk, fullname: 'Petugas Transaksi', bankCode: null },
  { username: 'videoofficer', role: ROLES.videoOfficer, fullname: 'Petugas Video Call', bankCode: null },
  {
    username: 'kepatuhan',
    role: ROLES.complianceOfficer,
    fullname: 'Petugas Kepatuhan APU-PPT',
    bankCode: null,
  },
  // A case is closed or escalated by two compliance officers (decision 0209): the demo needs a second one.
  {
    username: 'kepatuhan2',
    role: ROLES.complianceOfficer,
    fullname: 'Petugas Kepatuhan Kedua',
    bankCode: null,
  },
  {
    username: 'brokerviewer',
    role: ROLES.brokerViewer,
    fullname: 'Admin Pialang (tanpa daftar hitam)',
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
      // docs/product/onboarding.md § Screens asks only 022 whether the customer already has an account; 023 goes straight
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

/** `serverSecret`: the server's JWT secret, from which the TOTP secrets' key is derived. */
export async function seedDemo(db: Db, serverSecret: Uint8Array): Promise<{ created: boolean }> {
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
  const staff = await db
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
        // The factor notices of decision 0119 land in the outbox.
        email: `${s.username}@kilau.test`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  // Enrolled with the published TOTP secret, confirmed: the demo staff log in with its codes.
  if (staff.length > 0) {
    await db.insert(staffTotpSecrets).values(
      staff.map((s) => ({
        staffId: s.id,
        secretCiphertext: sealStaffTotp(serverSecret, s.id, DEMO_STAFF_TOTP_SECRET),
        confirmedAt: now,
      })),
    );
  }

  return { created: true };
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
