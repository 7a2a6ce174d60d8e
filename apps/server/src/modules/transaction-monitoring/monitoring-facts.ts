/**
 * What the monitoring scenarios read of one participant (docs/product/monitoring.md § Records and
 * fields), and what a scenario that fires answers. Every amount is rupiah: the caller converts a
 * USD trade or movement at its own rate before evaluation, so that one threshold holds for both.
 */
import type { MonitoringScenarioKind, MonitoringSeverity, SharedIdentifierKind } from '@kilau/shared';
import { HOUR_MS } from '@kilau/shared';
import { addWorkingTime } from '../case-ownership';

/** A trade on the exchange, as the integration feed records it. */
export interface MonitoredTrade {
  id: string;
  /** The gold contract traded (a round trip is a buy and a sell of the same one). */
  contract: string;
  side: 'buy' | 'sell';
  /** Rupiah; a USD trade converted by the caller. */
  value_idr: number;
  at: Date;
}

/** Money into (top-up) or out of (withdrawal) the participant's account. */
export interface MonitoredFundMovement {
  id: string;
  kind: 'topup' | 'withdrawal';
  /** Rupiah; a USD movement converted by the caller. */
  amount_idr: number;
  /** Paid in or out in cash (an LTKT counts cash only, UU 8/2010 art. 23). */
  cash: boolean;
  at: Date;
}

/** Gold taken out physically. It has no rupiah value of its own here. */
export interface MonitoredGoldWithdrawal {
  id: string;
  grams: number;
  at: Date;
}

/** An identifier of the participant and how many participants (this one included) have it. */
export interface SharedIdentifierFact {
  kind: SharedIdentifierKind;
  /** As the caller keys it (a digest is enough): it goes into the alert's key, never to a screen. */
  value: string;
  participants: number;
}

export interface ParticipantFacts {
  trades: readonly MonitoredTrade[];
  fund_movements: readonly MonitoredFundMovement[];
  gold_withdrawals: readonly MonitoredGoldWithdrawal[];
  /**
   * The declared monthly income in rupiah: the upper end of the KYC income band under the active
   * risk model (declared-income.ts). Null for an open-ended band or none: `beyond_profile` is then
   * not evaluated.
   */
  declared_monthly_income_idr: number | null;
  shared_identifiers: readonly SharedIdentifierFact[];
}

/** What made a scenario fire, kept with the alert for the officer who reads it. */
export interface HitFacts {
  /** The transactions counted, oldest first. */
  trade_ids: string[];
  fund_movement_ids: string[];
  gold_withdrawal_ids: string[];
  /** How many were counted; for `shared_identifier` the participants sharing it. */
  count: number;
  /** The count the scenario asks (`structuring`, `shared_identifier`), else null. */
  min_count: number | null;
  /** Rupiah of what was counted, null where a scenario counts none. */
  sum_idr: number | null;
  /** The rupiah the sum (or each transaction) was measured against, null where none. */
  threshold_idr: number | null;
  /** `daily_cumulative`: the cash part of the sum; else null. */
  cash_sum_idr: number | null;
  /**
   * `daily_cumulative`: the cash paid in (top-ups) and taken out (withdrawals), each reckoned on
   * its own: PPATK takes an LTKT of cash in and one of cash out; else null.
   */
  cash_in_idr: number | null;
  cash_out_idr: number | null;
  /** `daily_cumulative`: the cash in, or the cash out, alone reached the LTKT threshold (UU 8/2010 art. 23). */
  ltkt_candidate: boolean;
  /** The first and the last counted transaction (ISO), null for `shared_identifier`. */
  window_from: string | null;
  window_to: string | null;
  /** `daily_cumulative`: the Jakarta working day (YYYY-MM-DD) the movements count toward. */
  working_day: string | null;
  /** `dormant_reactivation`: the last activity before the gap (ISO). */
  previous_activity_at: string | null;
  /** `withdrawal_after_buy`: the grams taken out. */
  grams: number | null;
  identifier: { kind: SharedIdentifierKind; value: string } | null;
}

export interface MonitoringHit {
  kind: MonitoringScenarioKind;
  severity: MonitoringSeverity;
  set_version: string;
  /**
   * The same facts give the same key, so a re-sent transaction or a second run raises no second
   * alert: the kind, a Jakarta day and the id that opened the pattern (unique per participant).
   */
  key: string;
  facts: HitFacts;
}

export type WorkingCalendar = Parameters<typeof addWorkingTime>[2];

const WIB_OFFSET_MS = 7 * HOUR_MS;

/** The Jakarta calendar date of an instant (UTC+7, no daylight saving). */
export function jakartaDate(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The working day a movement counts toward: its own Jakarta date on a working day; on a weekend
 * or a holiday, the next working day (the first working moment at or after it, as the case due
 * time counts a Saturday submission from Monday, case-ownership/due-time.ts).
 */
export function workingDayOf(at: Date, calendar: WorkingCalendar): string {
  return jakartaDate(addWorkingTime(at, 0, calendar));
}

/**
 * One pass of preparation: facts dated after `now` (or without a date) left out, the rest
 * oldest first (ties by id, so the order never depends on the caller's), each id once: a
 * re-sent transaction counts once, as first dated.
 */
export function prepared<T extends { id: string; at: Date }>(items: readonly T[], now: Date): T[] {
  const nowMs = now.getTime();
  const sorted = items
    .filter((item) => Number.isFinite(item.at.getTime()) && item.at.getTime() <= nowMs)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  return sorted.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** A hit's facts with nothing counted yet; each scenario fills what it measured. */
export function emptyFacts(): HitFacts {
  return {
    trade_ids: [],
    fund_movement_ids: [],
    gold_withdrawal_ids: [],
    count: 0,
    min_count: null,
    sum_idr: null,
    threshold_idr: null,
    cash_sum_idr: null,
    cash_in_idr: null,
    cash_out_idr: null,
    ltkt_candidate: false,
    window_from: null,
    window_to: null,
    working_day: null,
    previous_activity_at: null,
    grams: null,
    identifier: null,
  };
}
