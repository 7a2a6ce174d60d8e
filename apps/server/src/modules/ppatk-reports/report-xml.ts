/**
 * A report's goAML XML made from its row (decisions 0211, 0212): who it is about read from the KYC
 * record now, its transactions, the officer who files it from their staff account. One path for
 * the draft's preview and for the file archived at the approval, so what the checker approves is
 * what the preview showed.
 */
import { MSG } from '@kilau/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { type ppatkReports, staffUsers, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { exportGoamlXml, GoamlInvalidReportError } from '../goaml';
import { findRecordInScope, readKycRecord } from '../kyc-record';
import {
  type BuiltTransaction,
  goamlReportOf,
  missingForXml,
  reportTransactions,
  subjectOf,
} from './report-build';

type Deps = Pick<FastifyInstance, 'config'>;
type ReportRow = typeof ppatkReports.$inferSelect;

/** The officer who files a report, from their staff account; null e-mail when it has none. */
export interface FilingOfficer {
  fullName: string;
  email: string | null;
}

export async function filingOfficer(db: DbOrTx, staffId: string): Promise<FilingOfficer> {
  const [row] = await db
    .select({ fullname: staffUsers.fullname, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return { fullName: row?.fullname ?? '', email: row?.email?.trim() || null };
}

/**
 * The report's parts as the screen and the XML read them; undefined when its KYC record is gone.
 * The caller has found the report in its scope: the record is the report's own.
 */
export async function reportParts(deps: Deps, db: DbOrTx, row: ReportRow) {
  const record = await findRecordInScope(db, row.kycCustomerId, sql`true`);
  if (!record) return undefined;
  const [model, transactions, [user]] = await Promise.all([
    readKycRecord(db, record, { flowRules: deps.config.flowRules }),
    reportTransactions(deps, db, row),
    db
      .select({ email: users.email, phone: users.phonenumber })
      .from(users)
      .where(eq(users.id, record.userId)),
  ]);
  return { model, transactions, subject: subjectOf(model, user ?? { email: '', phone: '' }) };
}

/** What keeps the XML from being made by this officer now, in Indonesian; empty when nothing does. */
export function missingFor(
  deps: Deps,
  row: ReportRow,
  transactions: BuiltTransaction[],
  officer: FilingOfficer,
): string[] {
  const missing = missingForXml(deps, row, transactions);
  if (officer.email === null) missing.push(MSG.ppatkReportMissingOfficerEmail);
  return missing;
}

/**
 * The report as goAML XML filed by `officer`, valid against the schema kept in the repository; 422
 * naming what is missing, or each line the schema refuses, and never a file PPATK would reject.
 */
export async function goamlXmlOf(
  deps: Deps,
  db: DbOrTx,
  row: ReportRow,
  officer: FilingOfficer,
  now: Date,
): Promise<string> {
  const parts = await reportParts(deps, db, row);
  if (!parts) throw new ApiError(404, 404, MSG.ppatkReportNotFound, 'Report not found');
  const missing = missingFor(deps, row, parts.transactions, officer);
  if (missing.length || officer.email === null)
    throw new ApiError(422, 422, missing.join(' '), 'The report is incomplete');
  const report = goamlReportOf(deps, row, {
    subject: parts.subject,
    transactions: parts.transactions,
    now,
    officer: {
      fullName: officer.fullName,
      occupation: deps.config.GOAML_REPORTING_OCCUPATION,
      email: officer.email,
    },
  });
  try {
    return exportGoamlXml(report, deps.config.goamlCodes);
  } catch (err) {
    if (!(err instanceof GoamlInvalidReportError)) throw err;
    const problems = err.errors.map((e) => `baris ${e.line}: ${e.message}`).join('; ');
    throw new ApiError(
      422,
      422,
      MSG.ppatkReportInvalid.replace('{problems}', problems),
      'Refused by the goAML schema',
    );
  }
}
