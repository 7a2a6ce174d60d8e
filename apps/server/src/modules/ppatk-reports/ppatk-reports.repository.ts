/**
 * The SQL that reads reports to PPATK (decision 0211): a report with its participant's name and
 * platform, always inside the caller's record scope in the same statement.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycCustomers, platforms, ppatkReports } from '../../db/schema';

const itemColumns = {
  row: ppatkReports,
  fullname: kycCustomers.fullname,
  platform: platforms.name,
};

export function fromReports(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(ppatkReports)
    .innerJoin(kycCustomers, eq(kycCustomers.id, ppatkReports.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, ppatkReports.platformId));
}

export type ReportWithNames = Awaited<ReturnType<ReturnType<typeof fromReports>['execute']>>[number];

/** One report inside `scope` (the caller's record scope); undefined outside it or when there is none. */
export async function findReport(db: DbOrTx, scope: SQL | undefined, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await fromReports(db).where(and(scope, eq(ppatkReports.id, id)));
  return row;
}
