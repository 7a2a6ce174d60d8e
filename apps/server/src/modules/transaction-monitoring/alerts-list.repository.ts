/**
 * 'Pemantauan Transaksi' (docs/product/monitoring.md § Calls, decision 0205): the alerts, newest
 * first, a page at a time, inside the reader's scope (modules/auth staff-scope.ts).
 */
import {
  MONITORING_ALERTS_PAGE_SIZE,
  type MonitoringAlertItem,
  type MonitoringAlertsQuery,
  type MonitoringScenarioKind,
  type MonitoringSeverity,
} from '@kilau/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, monitoringAlerts, platforms } from '../../db/schema';
import type { HitFacts } from './monitoring-facts';

/** The columns of an alert as the officer's lists show it (joined with its record and platform). */
export const alertItemColumns = {
  id: monitoringAlerts.id,
  participantId: monitoringAlerts.kycCustomerId,
  fullname: kycCustomers.fullname,
  platform: platforms.name,
  kind: monitoringAlerts.kind,
  severity: monitoringAlerts.severity,
  ltktCandidate: monitoringAlerts.ltktCandidate,
  raisedAt: monitoringAlerts.createdAt,
  setVersion: monitoringAlerts.setVersion,
  facts: monitoringAlerts.facts,
};

/** A row of `alertItemColumns`. */
interface AlertRow {
  id: string;
  participantId: string;
  fullname: string | null;
  platform: string | null;
  kind: string;
  severity: string;
  ltktCandidate: boolean;
  raisedAt: Date;
  setVersion: string;
  facts: unknown;
}

/** An alert row as the officer reads it. */
export function toAlertItem(r: AlertRow): MonitoringAlertItem {
  // Written by insertAlerts from the hit (monitoring-facts.ts `HitFacts`).
  const facts = r.facts as HitFacts;
  return {
    _id: r.id,
    participant_id: r.participantId,
    fullname: r.fullname,
    platform: r.platform,
    kind: r.kind as MonitoringScenarioKind,
    severity: r.severity as MonitoringSeverity,
    ltkt_candidate: r.ltktCandidate,
    raised_at: r.raisedAt.toISOString(),
    set_version: r.setVersion,
    count: facts.count,
    sum_idr: facts.sum_idr,
    threshold_idr: facts.threshold_idr,
    window_from: facts.window_from,
    window_to: facts.window_to,
  };
}

/** The page of alerts and how many there are under the filter. */
export async function listAlerts(
  db: DbOrTx,
  scope: SQL,
  q: MonitoringAlertsQuery,
): Promise<{ alerts: MonitoringAlertItem[]; total: number }> {
  const where = and(scope, q.kind ? eq(monitoringAlerts.kind, q.kind) : undefined);
  const rows = await db
    .select(alertItemColumns)
    .from(monitoringAlerts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringAlerts.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, monitoringAlerts.platformId))
    .where(where)
    .orderBy(desc(monitoringAlerts.createdAt), desc(monitoringAlerts.id))
    .limit(MONITORING_ALERTS_PAGE_SIZE)
    .offset((q.page - 1) * MONITORING_ALERTS_PAGE_SIZE);
  const [counted] = await db
    .select({ n: count() })
    .from(monitoringAlerts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringAlerts.kycCustomerId))
    .where(where);
  return { alerts: rows.map(toAlertItem), total: counted?.n ?? 0 };
}
