/**
 * The staff's users directory (docs/product/back-office.md § Screens /users, §7): customer accounts with the platform of each
 * participant record they have, searched on name, e-mail, phone and username. One row per
 * (account, participant record); an account without a record is one row without a platform, seen
 * only by staff whose scope is every platform (decision 0068).
 */
import type { UserAccountStatus, UsersDirectoryFilter } from '@kilau/shared';
import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, platforms, users } from '../../db/schema';
import type { StaffScope } from '../auth';

const columns = {
  id: users.id,
  nasabahId: kycCustomers.id,
  accountName: users.fullname,
  kycName: kycCustomers.fullname,
  username: users.username,
  email: users.email,
  phonenumber: users.phonenumber,
  /**
   * 'closed' once the customer's account was closed at their request, whatever the stored status
   * still says (decision 0130): the list and its export name it 'Ditutup'.
   */
  status: sql<UserAccountStatus>`case when ${users.restrictedAt} is not null then 'closed' else ${users.status} end`,
  createdAt: users.createdAt,
  appName: platforms.appName,
  platformName: platforms.name,
  /** The timestamp as PostgreSQL prints it, for the export's cursor (see DirectoryCursor). */
  createdAtText: sql<string>`${users.createdAt}::text`,
};

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(scope: StaffScope, f: UsersDirectoryFilter): SQL | undefined {
  const pattern = f.keyword ? likePattern(f.keyword) : null;
  return and(
    scope.kind === 'platform' ? eq(kycCustomers.platformId, scope.platformId) : undefined,
    scope.kind === 'none' || scope.kind === 'bank' ? sql`false` : undefined,
    f.app_name.length > 0 ? inArray(platforms.appName, f.app_name) : undefined,
    pattern
      ? or(
          ilike(users.fullname, pattern),
          ilike(kycCustomers.fullname, pattern),
          ilike(users.email, pattern),
          ilike(users.phonenumber, pattern),
          ilike(users.username, pattern),
        )
      : undefined,
  );
}

function fromDirectory(db: DbOrTx) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(kycCustomers, eq(kycCustomers.userId, users.id))
    .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId));
}

export type DirectoryRow = Awaited<ReturnType<typeof listDirectory>>[number];

export async function countDirectory(db: DbOrTx, scope: StaffScope, f: UsersDirectoryFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(kycCustomers, eq(kycCustomers.userId, users.id))
    .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .where(whereOf(scope, f));
  return Number(row?.n ?? 0);
}

/** One page, newest account first. */
export function listDirectory(
  db: DbOrTx,
  scope: StaffScope,
  f: UsersDirectoryFilter,
  page: { offset: number; limit: number },
) {
  return fromDirectory(db)
    .where(whereOf(scope, f))
    .orderBy(desc(users.createdAt), desc(users.id), desc(kycCustomers.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Where a batch of the export ended: the next batch starts after it (keyset, not OFFSET). */
export interface DirectoryCursor {
  /** The timestamp as PostgreSQL prints it: a JS Date would drop the microseconds and skip rows. */
  createdAtText: string;
  id: string;
  nasabahId: string | null;
}

/**
 * A batch of the whole filtered directory in the list's order, after `cursor`. The export walks
 * the directory with these, so 100,000 rows cost a hundred index walks, not one growing OFFSET.
 */
export function directoryBatch(
  db: DbOrTx,
  scope: StaffScope,
  f: UsersDirectoryFilter,
  cursor: DirectoryCursor | null,
  size: number,
) {
  const at = cursor ? sql`${cursor.createdAtText}::timestamptz` : null;
  const after = cursor
    ? or(
        sql`${users.createdAt} < ${at}`,
        and(sql`${users.createdAt} = ${at}`, lt(users.id, cursor.id)),
        and(
          sql`${users.createdAt} = ${at}`,
          eq(users.id, cursor.id),
          cursor.nasabahId === null ? sql`false` : sql`${kycCustomers.id} < ${cursor.nasabahId}::uuid`,
        ),
      )
    : undefined;
  return fromDirectory(db)
    .where(and(whereOf(scope, f), after))
    .orderBy(desc(users.createdAt), desc(users.id), desc(kycCustomers.id))
    .limit(size);
}
