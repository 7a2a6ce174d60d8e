/**
 * A participant's case (docs/product/monitoring.md § Cases, decision 0208): created by the first
 * alert and joined by every alert raised while it is open (one statement on the partial unique
 * index, so two evaluations of one participant at once still make one case); held by one officer
 * at a time; its notes.
 */
import { MONITORING_SEVERITIES, type MonitoringSeverity } from '@kilau/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  fourEyesProposals,
  kycCustomers,
  monitoringAlerts,
  monitoringCaseNotes,
  monitoringCases,
} from '../../db/schema';

/** A severity's rank in SQL: low 0, medium 1, high 2 (MONITORING_SEVERITIES' order). */
const rankOf = (column: ReturnType<typeof sql>) =>
  sql`array_position(array[${sql.join(
    MONITORING_SEVERITIES.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${column})`;

/** The highest of these severities. */
export function highestSeverity(severities: readonly MonitoringSeverity[]): MonitoringSeverity {
  return severities.reduce<MonitoringSeverity>(
    (top, s) => (MONITORING_SEVERITIES.indexOf(s) > MONITORING_SEVERITIES.indexOf(top) ? s : top),
    'low',
  );
}

/**
 * Puts the alerts into the participant's open case, opening one if there is none: the case takes
 * the higher severity and the sooner due time. Answers the case and whether this call opened it.
 */
export async function joinOpenCase(
  tx: DbOrTx,
  owner: { kycCustomerId: string; platformId: string },
  alerts: { ids: readonly string[]; severity: MonitoringSeverity; dueAt: Date },
): Promise<{ caseId: string; opened: boolean }> {
  const [row] = rowsOf<{ id: string; opened: boolean }>(
    await tx.execute(sql`
      insert into monitoring_cases as c (kyc_customer_id, platform_id, severity, due_at)
      values (${owner.kycCustomerId}, ${owner.platformId}, ${alerts.severity}, ${alerts.dueAt.toISOString()}::timestamptz)
      on conflict (kyc_customer_id) where status = 'open' do update set
        severity = case when ${rankOf(sql`excluded.severity`)} > ${rankOf(sql`c.severity`)}
          then excluded.severity else c.severity end,
        due_at = least(c.due_at, excluded.due_at)
      returning c.id, (c.xmax = 0) as opened`),
  );
  if (!row) throw new Error('monitoring case not stored');
  await tx
    .update(monitoringAlerts)
    .set({ caseId: row.id })
    .where(inArray(monitoringAlerts.id, [...alerts.ids]));
  return { caseId: row.id, opened: row.opened };
}

/**
 * 'Ambil': the case is held by `staffId` unless another officer holds it, in one statement (two
 * officers at once: one wins). Answers the holder after it, or null when the case is not open.
 */
export async function claimCase(
  tx: DbOrTx,
  caseId: string,
  staffId: string,
  now: Date,
): Promise<{ claimedBy: string | null; claimedAt: Date | null; already: boolean } | null> {
  const [claimed] = await tx
    .update(monitoringCases)
    .set({
      claimedBy: staffId,
      claimedAt: sql`coalesce(${monitoringCases.claimedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(monitoringCases.id, caseId),
        eq(monitoringCases.status, 'open'),
        or(isNull(monitoringCases.claimedBy), eq(monitoringCases.claimedBy, staffId)),
      ),
    )
    .returning({ claimedBy: monitoringCases.claimedBy, claimedAt: monitoringCases.claimedAt });
  if (claimed) return { ...claimed, already: claimed.claimedAt?.getTime() !== now.getTime() };
  const [held] = await tx
    .select({ claimedBy: monitoringCases.claimedBy, claimedAt: monitoringCases.claimedAt })
    .from(monitoringCases)
    .where(and(eq(monitoringCases.id, caseId), eq(monitoringCases.status, 'open')));
  return held ? { ...held, already: false } : null;
}

/**
 * 'Berikutnya': the open case `staffId` holds with no decision waiting, else the unheld open case
 * with no decision waiting that is due soonest, claimed in the same statement (`skip locked`: two
 * officers at once take two cases). Null when none waits. A case whose decision waits is the
 * second officer's to read, not a case to work.
 */
export async function claimNextCase(
  tx: DbOrTx,
  staffId: string,
  scope: SQL,
  now: Date,
): Promise<{ id: string; claimedAt: Date; taken: boolean } | null> {
  const noDecisionWaiting = sql`not exists (select 1 from ${fourEyesProposals} where ${fourEyesProposals.caseId} = ${monitoringCases.id} and ${fourEyesProposals.status} = 'pending')`;
  const [held] = await tx
    .select({ id: monitoringCases.id, claimedAt: monitoringCases.claimedAt })
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .where(
      and(
        scope,
        eq(monitoringCases.status, 'open'),
        eq(monitoringCases.claimedBy, staffId),
        noDecisionWaiting,
      ),
    )
    .orderBy(asc(monitoringCases.dueAt), asc(monitoringCases.id))
    .limit(1);
  if (held) return { id: held.id, claimedAt: held.claimedAt ?? now, taken: false };
  const next = tx
    .select({ id: monitoringCases.id })
    .from(monitoringCases)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
    .where(
      and(scope, eq(monitoringCases.status, 'open'), isNull(monitoringCases.claimedBy), noDecisionWaiting),
    )
    .orderBy(asc(monitoringCases.dueAt), asc(monitoringCases.id))
    .limit(1)
    .for('update', { of: monitoringCases, skipLocked: true });
  const [taken] = await tx
    .update(monitoringCases)
    .set({ claimedBy: staffId, claimedAt: now })
    .where(and(inArray(monitoringCases.id, next), isNull(monitoringCases.claimedBy)))
    .returning({ id: monitoringCases.id });
  return taken ? { id: taken.id, claimedAt: now, taken: true } : null;
}

/** 'Lepaskan': frees the case if `staffId` holds it; answers whether it did. */
export async function releaseCase(tx: DbOrTx, caseId: string, staffId: string): Promise<boolean> {
  const rows = await tx
    .update(monitoringCases)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(eq(monitoringCases.id, caseId), eq(monitoringCases.claimedBy, staffId)))
    .returning({ id: monitoringCases.id });
  return rows.length > 0;
}

/** Appends a note to the case (append-only: a trigger refuses changes). */
export async function addCaseNote(tx: DbOrTx, caseId: string, authorId: string, body: string) {
  const [row] = await tx
    .insert(monitoringCaseNotes)
    .values({ caseId, authorId, body })
    .returning({ id: monitoringCaseNotes.id, createdAt: monitoringCaseNotes.createdAt });
  if (!row) throw new Error('monitoring case note not stored');
  return row;
}
