/**
 * One detector per scenario kind (docs/product/monitoring.md § Rules). Each reads facts already
 * prepared (oldest first, each id once, none after `now`) and answers the patterns it finds with
 * their keys. Linear in the facts: windows slide with two pointers over the one sorted order, sums
 * come from prefix sums; nothing compares every pair. Every edge counts: a sum at the threshold
 * fires, a span of exactly the window is within it.
 */
import { DAY_MS, HOUR_MS, type MonitoringScenarioKind, type ScenarioOf } from '@kilau/shared';
import {
  emptyFacts,
  type HitFacts,
  jakartaDate,
  type MonitoredFundMovement,
  type MonitoredGoldWithdrawal,
  type MonitoredTrade,
  type SharedIdentifierFact,
  type WorkingCalendar,
  workingDayOf,
} from './monitoring-facts';

export interface Found {
  key: string;
  facts: HitFacts;
}

type Params<K extends MonitoringScenarioKind> = ScenarioOf<K>['params'];

const iso = (at: Date) => at.toISOString();

/** The item at an index the loop has already bounded (the compiler cannot see the bound). */
function item<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`index ${index} outside ${list.length} facts`);
  return value;
}
const first = <T>(list: readonly T[]) => item(list, 0);
const last = <T>(list: readonly T[]) => item(list, list.length - 1);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Fund movements of one Jakarta working day (a weekend or holiday joins the next working day). */
export function dailyCumulative(
  params: Params<'daily_cumulative'>,
  movements: readonly MonitoredFundMovement[],
  calendar: WorkingCalendar,
): Found[] {
  // The working day never decreases along the sorted movements, so the map keeps the days in order.
  const byDay = new Map<string, MonitoredFundMovement[]>();
  for (const movement of movements) {
    const day = workingDayOf(movement.at, calendar);
    const group = byDay.get(day);
    if (group) group.push(movement);
    else byDay.set(day, [movement]);
  }
  const found: Found[] = [];
  for (const [day, group] of byDay) {
    const total = sum(group.map((m) => m.amount_idr));
    const cashOf = (kind: MonitoredFundMovement['kind']) =>
      sum(group.filter((m) => m.cash && m.kind === kind).map((m) => m.amount_idr));
    const cashIn = cashOf('topup');
    const cashOut = cashOf('withdrawal');
    // Cash in and cash out are two reports to PPATK, each with its own day's sum: Rp 300 million
    // paid in and Rp 250 million taken out is neither.
    const ltkt = cashIn >= params.ltkt_threshold_idr || cashOut >= params.ltkt_threshold_idr;
    if (total < params.threshold_idr && !ltkt) continue;
    found.push({
      key: `daily_cumulative:${day}`,
      facts: {
        ...emptyFacts(),
        fund_movement_ids: group.map((m) => m.id),
        count: group.length,
        sum_idr: total,
        threshold_idr: params.threshold_idr,
        cash_sum_idr: cashIn + cashOut,
        cash_in_idr: cashIn,
        cash_out_idr: cashOut,
        ltkt_candidate: ltkt,
        window_from: iso(first(group).at),
        window_to: iso(last(group).at),
        working_day: day,
      },
    });
  }
  return found;
}

/**
 * Movements each from `lower_pct` % (inclusive) to `upper_pct` % (exclusive) of the threshold,
 * `min_count` of them within `window_days`. Episodes do not overlap: from the oldest qualifying
 * movement that opens a full window, the hit takes every qualifying movement of that window, and
 * the next episode starts after it; the key names the opening movement, so a later movement
 * elsewhere never changes it.
 */
export function structuring(
  params: Params<'structuring'>,
  movements: readonly MonitoredFundMovement[],
): Found[] {
  const qualifying = movements.filter(
    (m) =>
      m.amount_idr * 100 >= params.threshold_idr * params.lower_pct &&
      m.amount_idr * 100 < params.threshold_idr * params.upper_pct,
  );
  const windowMs = params.window_days * DAY_MS;
  const found: Found[] = [];
  let end = 0;
  for (let start = 0; start < qualifying.length; ) {
    const opensAt = item(qualifying, start).at.getTime();
    if (end < start) end = start;
    while (end < qualifying.length && item(qualifying, end).at.getTime() - opensAt <= windowMs) end++;
    if (end - start < params.min_count) {
      start++;
      continue;
    }
    const episode = qualifying.slice(start, end);
    const opening = first(episode);
    found.push({
      key: `structuring:${jakartaDate(opening.at)}:fund:${opening.id}`,
      facts: {
        ...emptyFacts(),
        fund_movement_ids: episode.map((m) => m.id),
        count: episode.length,
        min_count: params.min_count,
        sum_idr: sum(episode.map((m) => m.amount_idr)),
        threshold_idr: params.threshold_idr,
        window_from: iso(opening.at),
        window_to: iso(last(episode).at),
      },
    });
    start = end;
  }
  return found;
}

/**
 * A buy and a sell of one contract (either order) within `window_hours`, each at or above the
 * threshold. A trade pairs with the latest unpaired opposite trade of its contract; a paired trade
 * pairs no more.
 */
export function rapidRoundTrip(
  params: Params<'rapid_round_trip'>,
  trades: readonly MonitoredTrade[],
): Found[] {
  const windowMs = params.window_hours * HOUR_MS;
  const open = new Map<string, { buy?: MonitoredTrade; sell?: MonitoredTrade }>();
  const found: Found[] = [];
  for (const trade of trades) {
    if (trade.value_idr < params.threshold_idr) continue;
    const pending = open.get(trade.contract) ?? {};
    open.set(trade.contract, pending);
    const opposite = trade.side === 'buy' ? pending.sell : pending.buy;
    if (opposite && trade.at.getTime() - opposite.at.getTime() <= windowMs) {
      if (trade.side === 'buy') pending.sell = undefined;
      else pending.buy = undefined;
      found.push({
        key: `rapid_round_trip:${jakartaDate(opposite.at)}:trade:${opposite.id}:trade:${trade.id}`,
        facts: {
          ...emptyFacts(),
          trade_ids: [opposite.id, trade.id],
          count: 2,
          sum_idr: opposite.value_idr + trade.value_idr,
          threshold_idr: params.threshold_idr,
          window_from: iso(opposite.at),
          window_to: iso(trade.at),
        },
      });
    } else if (trade.side === 'buy') pending.buy = trade;
    else pending.sell = trade;
  }
  return found;
}

interface Activity {
  ref: string;
  source: 'trade' | 'fund' | 'gold';
  id: string;
  at: Date;
  value_idr: number;
}

/** Every activity of the participant in one order; a gold withdrawal is activity worth no rupiah. */
function activities(
  trades: readonly MonitoredTrade[],
  movements: readonly MonitoredFundMovement[],
  withdrawals: readonly MonitoredGoldWithdrawal[],
): Activity[] {
  const all: Activity[] = [
    ...trades.map((t) => ({
      ref: `trade:${t.id}`,
      source: 'trade' as const,
      id: t.id,
      at: t.at,
      value_idr: t.value_idr,
    })),
    ...movements.map((m) => ({
      ref: `fund:${m.id}`,
      source: 'fund' as const,
      id: m.id,
      at: m.at,
      value_idr: m.amount_idr,
    })),
    ...withdrawals.map((w) => ({
      ref: `gold:${w.id}`,
      source: 'gold' as const,
      id: w.id,
      at: w.at,
      value_idr: 0,
    })),
  ];
  return all.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

/**
 * The first activity after `dormant_days` or more without any, with the activity of the
 * `window_days` from it, reaching the threshold. The participant's first activity ever is no
 * reactivation: the facts do not say since when the account was open.
 */
export function dormantReactivation(
  params: Params<'dormant_reactivation'>,
  trades: readonly MonitoredTrade[],
  movements: readonly MonitoredFundMovement[],
  withdrawals: readonly MonitoredGoldWithdrawal[],
): Found[] {
  const all = activities(trades, movements, withdrawals);
  const prefix = [0];
  for (const a of all) prefix.push(last(prefix) + a.value_idr);
  const dormantMs = params.dormant_days * DAY_MS;
  const windowMs = params.window_days * DAY_MS;
  const found: Found[] = [];
  let end = 0;
  for (let start = 1; start < all.length; start++) {
    const before = item(all, start - 1);
    const opening = item(all, start);
    const opensAt = opening.at.getTime();
    if (opensAt - before.at.getTime() < dormantMs) continue;
    if (end < start) end = start;
    while (end < all.length && item(all, end).at.getTime() - opensAt <= windowMs) end++;
    const total = item(prefix, end) - item(prefix, start);
    if (total < params.threshold_idr) continue;
    const counted = all.slice(start, end);
    const idsOf = (source: Activity['source']) => counted.filter((a) => a.source === source).map((a) => a.id);
    found.push({
      key: `dormant_reactivation:${jakartaDate(opening.at)}:${opening.ref}`,
      facts: {
        ...emptyFacts(),
        trade_ids: idsOf('trade'),
        fund_movement_ids: idsOf('fund'),
        gold_withdrawal_ids: idsOf('gold'),
        count: counted.length,
        sum_idr: total,
        threshold_idr: params.threshold_idr,
        window_from: iso(opening.at),
        window_to: iso(last(counted).at),
        previous_activity_at: iso(before.at),
      },
    });
  }
  return found;
}

/**
 * Trades (buys and sells) of the `window_days` ending at a trade reaching `income_multiple` × the
 * declared monthly income. One alert an episode: raised at the trade that crosses, again only once
 * the volume has fallen back below, or a whole window after the crossing while it stays above.
 */
export function beyondProfile(
  params: Params<'beyond_profile'>,
  trades: readonly MonitoredTrade[],
  monthlyIncomeIdr: number | null,
): Found[] {
  if (monthlyIncomeIdr === null || monthlyIncomeIdr <= 0) return [];
  const threshold = params.income_multiple * monthlyIncomeIdr;
  const windowMs = params.window_days * DAY_MS;
  const prefix = [0];
  for (const t of trades) prefix.push(last(prefix) + t.value_idr);
  const found: Found[] = [];
  let start = 0;
  let wasAbove = false;
  let episodeAt = Number.NEGATIVE_INFINITY;
  for (let end = 0; end < trades.length; end++) {
    const closing = item(trades, end);
    const at = closing.at.getTime();
    while (at - item(trades, start).at.getTime() > windowMs) start++;
    const volume = item(prefix, end + 1) - item(prefix, start);
    const above = volume >= threshold;
    if (above && (!wasAbove || at - episodeAt > windowMs)) {
      episodeAt = at;
      const counted = trades.slice(start, end + 1);
      found.push({
        key: `beyond_profile:${jakartaDate(closing.at)}:trade:${closing.id}`,
        facts: {
          ...emptyFacts(),
          trade_ids: counted.map((t) => t.id),
          count: counted.length,
          sum_idr: volume,
          threshold_idr: threshold,
          window_from: iso(first(counted).at),
          window_to: iso(closing.at),
        },
      });
    }
    wasAbove = above;
  }
  return found;
}

/** Each identifier of a watched kind shared by `min_participants` or more: one alert an identifier. */
export function sharedIdentifier(
  params: Params<'shared_identifier'>,
  identifiers: readonly SharedIdentifierFact[],
): Found[] {
  const widest = new Map<string, SharedIdentifierFact>();
  for (const identifier of identifiers) {
    if (!params.identifiers.includes(identifier.kind)) continue;
    const key = `shared_identifier:${identifier.kind}:${identifier.value}`;
    const known = widest.get(key);
    if (!known || identifier.participants > known.participants) widest.set(key, identifier);
  }
  return [...widest]
    .filter(([, identifier]) => identifier.participants >= params.min_participants)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, identifier]) => ({
      key,
      facts: {
        ...emptyFacts(),
        count: identifier.participants,
        min_count: params.min_participants,
        identifier: { kind: identifier.kind, value: identifier.value },
      },
    }));
}

/**
 * A physical withdrawal within `window_days` after one buy at or above the threshold (the latest
 * such buy before it). One alert a withdrawal.
 */
export function withdrawalAfterBuy(
  params: Params<'withdrawal_after_buy'>,
  trades: readonly MonitoredTrade[],
  withdrawals: readonly MonitoredGoldWithdrawal[],
): Found[] {
  const buys = trades.filter((t) => t.side === 'buy' && t.value_idr >= params.threshold_idr);
  const windowMs = params.window_days * DAY_MS;
  const found: Found[] = [];
  let next = 0;
  let latest: MonitoredTrade | undefined;
  for (const withdrawal of withdrawals) {
    const at = withdrawal.at.getTime();
    for (; next < buys.length && item(buys, next).at.getTime() <= at; next++) latest = item(buys, next);
    if (!latest || at - latest.at.getTime() > windowMs) continue;
    found.push({
      key: `withdrawal_after_buy:${jakartaDate(withdrawal.at)}:gold:${withdrawal.id}`,
      facts: {
        ...emptyFacts(),
        trade_ids: [latest.id],
        gold_withdrawal_ids: [withdrawal.id],
        count: 2,
        sum_idr: latest.value_idr,
        threshold_idr: params.threshold_idr,
        window_from: iso(latest.at),
        window_to: iso(withdrawal.at),
        grams: withdrawal.grams,
      },
    });
  }
  return found;
}
