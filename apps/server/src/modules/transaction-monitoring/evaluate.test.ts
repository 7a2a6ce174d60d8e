import {
  DAY_MS,
  DEFAULT_SCENARIOS,
  HOUR_MS,
  type MonitoringScenarioKind,
  type ScenarioSet,
} from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { evaluateParticipant } from './evaluate';
import type {
  MonitoredFundMovement,
  MonitoredGoldWithdrawal,
  MonitoredTrade,
  ParticipantFacts,
} from './monitoring-facts';

const JT = 1_000_000;
/** An instant written in Jakarta time. 2026-11-30 and 2026-12-07 are Mondays; 2026-12-25 a Friday. */
const wib = (s: string) => new Date(`${s}+07:00`);
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
const calendar = { holidays: ['2026-12-25'] };
const NOW = wib('2027-12-31T12:00:00');

const fund = (
  id: string,
  amount_idr: number,
  at: Date,
  cash = false,
  kind: MonitoredFundMovement['kind'] = 'topup',
): MonitoredFundMovement => ({
  id,
  kind,
  amount_idr,
  cash,
  at,
});
const trade = (
  id: string,
  side: 'buy' | 'sell',
  value_idr: number,
  at: Date,
  contract = 'LM-1KG',
): MonitoredTrade => ({ id, contract, side, value_idr, at });
const gold = (id: string, at: Date, grams = 1000): MonitoredGoldWithdrawal => ({ id, grams, at });

const noFacts: ParticipantFacts = {
  trades: [],
  fund_movements: [],
  gold_withdrawals: [],
  declared_monthly_income_idr: null,
  shared_identifiers: [],
};
const facts = (partial: Partial<ParticipantFacts>): ParticipantFacts => ({ ...noFacts, ...partial });

function hitsOf(kind: MonitoringScenarioKind, f: ParticipantFacts, set: ScenarioSet = DEFAULT_SCENARIOS) {
  return evaluateParticipant(set, f, NOW, calendar).filter((hit) => hit.kind === kind);
}

/** The default set with one scenario's parameters changed. */
function withParams(kind: MonitoringScenarioKind, params: Record<string, unknown>): ScenarioSet {
  return {
    ...DEFAULT_SCENARIOS,
    scenarios: DEFAULT_SCENARIOS.scenarios.map((s) =>
      s.kind === kind ? ({ ...s, params: { ...s.params, ...params } } as typeof s) : s,
    ),
  };
}

describe('daily_cumulative: Rp 500,000,000 within one Jakarta working day', () => {
  const monday = wib('2026-12-07T09:00:00');

  it('fires at exactly the threshold, naming the movements, the sum, the threshold and the day', () => {
    const hits = hitsOf(
      'daily_cumulative',
      facts({
        fund_movements: [fund('a', 300 * JT, monday), fund('b', 200 * JT, plus(monday, 8 * HOUR_MS))],
      }),
    );
    expect(hits).toEqual([
      {
        kind: 'daily_cumulative',
        severity: 'high',
        set_version: 'kilau-scenarios-1',
        key: 'daily_cumulative:2026-12-07',
        facts: expect.objectContaining({
          fund_movement_ids: ['a', 'b'],
          count: 2,
          sum_idr: 500 * JT,
          threshold_idr: 500 * JT,
          cash_sum_idr: 0,
          cash_in_idr: 0,
          cash_out_idr: 0,
          ltkt_candidate: false,
          working_day: '2026-12-07',
          window_from: monday.toISOString(),
          window_to: plus(monday, 8 * HOUR_MS).toISOString(),
        }),
      },
    ]);
  });

  it('does not fire one rupiah below', () => {
    const f = facts({ fund_movements: [fund('a', 300 * JT, monday), fund('b', 200 * JT - 1, monday)] });
    expect(hitsOf('daily_cumulative', f)).toEqual([]);
  });

  it('flags an LTKT candidate only when the cash alone reaches the threshold', () => {
    const allCash = hitsOf(
      'daily_cumulative',
      facts({ fund_movements: [fund('a', 300 * JT, monday, true), fund('b', 200 * JT, monday, true)] }),
    );
    expect(allCash[0]?.facts).toMatchObject({ ltkt_candidate: true, cash_sum_idr: 500 * JT });
    const partlyCash = hitsOf(
      'daily_cumulative',
      facts({ fund_movements: [fund('a', 300 * JT, monday, true), fund('b', 200 * JT, monday, false)] }),
    );
    expect(partlyCash[0]?.facts).toMatchObject({ ltkt_candidate: false, cash_sum_idr: 300 * JT });
  });

  it('reckons cash paid in and cash taken out each on its own for the LTKT', () => {
    const mixed = hitsOf(
      'daily_cumulative',
      facts({
        fund_movements: [
          fund('in', 300 * JT, monday, true, 'topup'),
          fund('out', 250 * JT, monday, true, 'withdrawal'),
        ],
      }),
    );
    // The day's movements reach the broker's threshold, but neither direction the law's.
    expect(mixed[0]?.facts).toMatchObject({
      ltkt_candidate: false,
      cash_in_idr: 300 * JT,
      cash_out_idr: 250 * JT,
      cash_sum_idr: 550 * JT,
    });
    const out = hitsOf(
      'daily_cumulative',
      facts({
        fund_movements: [
          fund('o1', 200 * JT, monday, true, 'withdrawal'),
          fund('o2', 300 * JT, monday, true, 'withdrawal'),
          fund('i1', 100 * JT, monday, true, 'topup'),
        ],
      }),
    );
    expect(out[0]?.facts).toMatchObject({
      ltkt_candidate: true,
      cash_in_idr: 100 * JT,
      cash_out_idr: 500 * JT,
    });
  });

  it('keeps the law’s cash threshold when the broker raises its own for all movements', () => {
    const set = withParams('daily_cumulative', { threshold_idr: 1000 * JT });
    const cash = facts({ fund_movements: [fund('a', 500 * JT, monday, true)] });
    expect(hitsOf('daily_cumulative', cash, set)[0]?.facts.ltkt_candidate).toBe(true);
    const transfer = facts({ fund_movements: [fund('a', 999 * JT, monday, false)] });
    expect(hitsOf('daily_cumulative', transfer, set)).toEqual([]);
  });

  it('splits days by Jakarta time, not UTC: Monday 23:30 and Tuesday 00:30 WIB are two days', () => {
    const f = facts({
      fund_movements: [
        fund('a', 250 * JT, wib('2026-12-07T23:30:00')),
        fund('b', 250 * JT, wib('2026-12-08T00:30:00')),
      ],
    });
    expect(hitsOf('daily_cumulative', f)).toEqual([]);
  });

  it('counts a Saturday or Sunday movement toward the next working day, Monday', () => {
    const f = facts({
      fund_movements: [
        fund('sat', 200 * JT, wib('2026-12-05T10:00:00')),
        fund('sun', 100 * JT, wib('2026-12-06T10:00:00')),
        fund('mon', 200 * JT, wib('2026-12-07T10:00:00')),
      ],
    });
    expect(hitsOf('daily_cumulative', f).map((h) => [h.key, h.facts.fund_movement_ids])).toEqual([
      ['daily_cumulative:2026-12-07', ['sat', 'sun', 'mon']],
    ]);
  });

  it('never joins a Saturday to the Friday before it', () => {
    const f = facts({
      fund_movements: [
        fund('fri', 250 * JT, wib('2026-12-04T15:00:00')),
        fund('sat', 250 * JT, wib('2026-12-05T10:00:00')),
      ],
    });
    expect(hitsOf('daily_cumulative', f)).toEqual([]);
  });

  it('counts a holiday toward the next working day: Christmas Friday and the weekend join Monday', () => {
    const f = facts({
      fund_movements: [
        fund('thu', 250 * JT, wib('2026-12-24T10:00:00')),
        fund('xmas', 250 * JT, wib('2026-12-25T10:00:00')),
        fund('mon', 250 * JT, wib('2026-12-28T10:00:00')),
      ],
    });
    expect(
      hitsOf('daily_cumulative', f).map((h) => [h.facts.working_day, h.facts.fund_movement_ids]),
    ).toEqual([['2026-12-28', ['xmas', 'mon']]]);
  });

  it('leaves out a movement dated after the evaluation time', () => {
    const f = facts({
      fund_movements: [fund('a', 300 * JT, monday), fund('b', 200 * JT, plus(monday, HOUR_MS))],
    });
    expect(evaluateParticipant(DEFAULT_SCENARIOS, f, plus(monday, HOUR_MS - 1), calendar)).toEqual([]);
  });
});

describe('structuring: three movements within 7 days, each 80 % to 100 % of Rp 500,000,000', () => {
  const start = wib('2026-12-01T10:00:00');
  const three = (amount: number, lastAfter = 2 * DAY_MS) =>
    facts({
      fund_movements: [
        fund('s1', amount, start),
        fund('s2', amount, plus(start, DAY_MS)),
        fund('s3', amount, plus(start, lastAfter)),
      ],
    });

  it('fires with three at exactly 80 %, naming them, the count asked and their sum', () => {
    expect(hitsOf('structuring', three(400 * JT))).toEqual([
      expect.objectContaining({
        severity: 'high',
        key: 'structuring:2026-12-01:fund:s1',
        facts: expect.objectContaining({
          fund_movement_ids: ['s1', 's2', 's3'],
          count: 3,
          min_count: 3,
          sum_idr: 1200 * JT,
          threshold_idr: 500 * JT,
        }),
      }),
    ]);
  });

  it('does not count a movement one rupiah below 80 %', () => {
    expect(hitsOf('structuring', three(400 * JT - 1))).toEqual([]);
  });

  it('counts one rupiah below the threshold, never the threshold itself (daily_cumulative takes that)', () => {
    expect(hitsOf('structuring', three(500 * JT - 1))).toHaveLength(1);
    expect(hitsOf('structuring', three(500 * JT))).toEqual([]);
  });

  it('takes exactly 7 days between the first and the last, not a moment more', () => {
    expect(hitsOf('structuring', three(450 * JT, 7 * DAY_MS))).toHaveLength(1);
    expect(hitsOf('structuring', three(450 * JT, 7 * DAY_MS + 1))).toEqual([]);
  });

  it('needs three: two are not enough', () => {
    const f = facts({
      fund_movements: [fund('s1', 450 * JT, start), fund('s2', 450 * JT, plus(start, DAY_MS))],
    });
    expect(hitsOf('structuring', f)).toEqual([]);
  });

  it('raises one alert for a run of movements in one window, another for a later run', () => {
    const f = facts({
      fund_movements: [0, 1, 2, 3, 20, 21, 22].map((d) => fund(`d${d}`, 450 * JT, plus(start, d * DAY_MS))),
    });
    expect(hitsOf('structuring', f).map((h) => [h.key, h.facts.count])).toEqual([
      ['structuring:2026-12-01:fund:d0', 4],
      ['structuring:2026-12-21:fund:d20', 3],
    ]);
  });
});

describe('rapid_round_trip: a buy and a sell of one contract within 24 hours, each Rp 100,000,000 or more', () => {
  const buyAt = wib('2026-12-07T10:00:00');

  it('fires at exactly the value and exactly 24 hours apart', () => {
    const f = facts({
      trades: [trade('b', 'buy', 100 * JT, buyAt), trade('s', 'sell', 100 * JT, plus(buyAt, DAY_MS))],
    });
    expect(hitsOf('rapid_round_trip', f)).toEqual([
      expect.objectContaining({
        key: 'rapid_round_trip:2026-12-07:trade:b:trade:s',
        facts: expect.objectContaining({
          trade_ids: ['b', 's'],
          count: 2,
          sum_idr: 200 * JT,
          threshold_idr: 100 * JT,
        }),
      }),
    ]);
  });

  it('does not fire a moment after 24 hours', () => {
    const f = facts({
      trades: [trade('b', 'buy', 100 * JT, buyAt), trade('s', 'sell', 100 * JT, plus(buyAt, DAY_MS + 1))],
    });
    expect(hitsOf('rapid_round_trip', f)).toEqual([]);
  });

  it('does not fire when either side is one rupiah below the value', () => {
    const f = facts({
      trades: [trade('b', 'buy', 100 * JT - 1, buyAt), trade('s', 'sell', 500 * JT, plus(buyAt, HOUR_MS))],
    });
    expect(hitsOf('rapid_round_trip', f)).toEqual([]);
  });

  it('pairs only the same contract', () => {
    const f = facts({
      trades: [
        trade('b', 'buy', 200 * JT, buyAt, 'LM-1KG'),
        trade('s', 'sell', 200 * JT, plus(buyAt, HOUR_MS), 'LM-100G'),
      ],
    });
    expect(hitsOf('rapid_round_trip', f)).toEqual([]);
  });

  it('fires for a sell then a buy back as well', () => {
    const f = facts({
      trades: [trade('s', 'sell', 200 * JT, buyAt), trade('b', 'buy', 200 * JT, plus(buyAt, HOUR_MS))],
    });
    expect(hitsOf('rapid_round_trip', f).map((h) => h.facts.trade_ids)).toEqual([['s', 'b']]);
  });
});

describe('dormant_reactivation: 180 days without activity, then Rp 100,000,000 or more', () => {
  const last = wib('2026-01-05T10:00:00');

  it('fires when the first activity comes exactly 180 days later at the value', () => {
    const back = plus(last, 180 * DAY_MS);
    const f = facts({ fund_movements: [fund('old', 1 * JT, last), fund('back', 100 * JT, back)] });
    expect(hitsOf('dormant_reactivation', f)).toEqual([
      expect.objectContaining({
        key: `dormant_reactivation:2026-07-04:fund:back`,
        facts: expect.objectContaining({
          fund_movement_ids: ['back'],
          sum_idr: 100 * JT,
          threshold_idr: 100 * JT,
          previous_activity_at: last.toISOString(),
        }),
      }),
    ]);
  });

  it('does not fire a moment before 180 days', () => {
    const f = facts({
      fund_movements: [fund('old', 1 * JT, last), fund('back', 100 * JT, plus(last, 180 * DAY_MS - 1))],
    });
    expect(hitsOf('dormant_reactivation', f)).toEqual([]);
  });

  it('adds up a small first step and the larger one in the 7 days after it, to the rupiah', () => {
    const back = plus(last, 200 * DAY_MS);
    const reaching = facts({
      fund_movements: [fund('old', 1 * JT, last), fund('probe', 1 * JT, back)],
      trades: [trade('big', 'buy', 99 * JT, plus(back, 7 * DAY_MS))],
    });
    expect(
      hitsOf('dormant_reactivation', reaching).map((h) => [
        h.key,
        h.facts.trade_ids,
        h.facts.fund_movement_ids,
      ]),
    ).toEqual([['dormant_reactivation:2026-07-24:fund:probe', ['big'], ['probe']]]);
    const short = facts({
      fund_movements: [fund('old', 1 * JT, last), fund('probe', 1 * JT, back)],
      trades: [trade('big', 'buy', 99 * JT - 1, plus(back, 7 * DAY_MS))],
    });
    expect(hitsOf('dormant_reactivation', short)).toEqual([]);
  });

  it('does not take the participant’s first activity ever for a reactivation', () => {
    expect(
      hitsOf('dormant_reactivation', facts({ fund_movements: [fund('first', 900 * JT, last)] })),
    ).toEqual([]);
  });

  it('counts a physical withdrawal as activity that ends the dormancy', () => {
    const f = facts({
      gold_withdrawals: [gold('g', plus(last, 100 * DAY_MS))],
      fund_movements: [fund('old', 1 * JT, last), fund('back', 200 * JT, plus(last, 200 * DAY_MS))],
    });
    expect(hitsOf('dormant_reactivation', f)).toEqual([]);
  });
});

describe('beyond_profile: 30 days of trades at 3 × the declared monthly income', () => {
  const day1 = wib('2026-12-01T10:00:00');
  const income = 10 * JT;

  it('fires at exactly 3 × the income within 30 days, naming the trades and the figure', () => {
    const f = facts({
      declared_monthly_income_idr: income,
      trades: [trade('t1', 'buy', 10 * JT, day1), trade('t2', 'sell', 20 * JT, plus(day1, 30 * DAY_MS))],
    });
    expect(hitsOf('beyond_profile', f)).toEqual([
      expect.objectContaining({
        key: 'beyond_profile:2026-12-31:trade:t2',
        facts: expect.objectContaining({ trade_ids: ['t1', 't2'], sum_idr: 30 * JT, threshold_idr: 30 * JT }),
      }),
    ]);
  });

  it('does not fire one rupiah below, nor for trades more than 30 days apart', () => {
    const below = facts({
      declared_monthly_income_idr: income,
      trades: [trade('t1', 'buy', 10 * JT, day1), trade('t2', 'sell', 20 * JT - 1, plus(day1, DAY_MS))],
    });
    expect(hitsOf('beyond_profile', below)).toEqual([]);
    const apart = facts({
      declared_monthly_income_idr: income,
      trades: [trade('t1', 'buy', 10 * JT, day1), trade('t2', 'sell', 20 * JT, plus(day1, 30 * DAY_MS + 1))],
    });
    expect(hitsOf('beyond_profile', apart)).toEqual([]);
  });

  it('follows k: at k = 5 the same Rp 30,000,000 is within the profile', () => {
    const f = facts({ declared_monthly_income_idr: income, trades: [trade('t1', 'buy', 30 * JT, day1)] });
    expect(hitsOf('beyond_profile', f)).toHaveLength(1);
    expect(hitsOf('beyond_profile', f, withParams('beyond_profile', { income_multiple: 5 }))).toEqual([]);
  });

  it('is not evaluated without a declared income (none, or an open-ended band)', () => {
    const f = facts({ declared_monthly_income_idr: null, trades: [trade('t1', 'buy', 90_000 * JT, day1)] });
    expect(hitsOf('beyond_profile', f)).toEqual([]);
  });

  it('raises one alert while the volume stays above, not one per trade', () => {
    const f = facts({
      declared_monthly_income_idr: income,
      trades: [0, 1, 2, 3, 4].map((d) => trade(`t${d}`, 'buy', 30 * JT, plus(day1, d * DAY_MS))),
    });
    expect(hitsOf('beyond_profile', f).map((h) => h.key)).toEqual(['beyond_profile:2026-12-01:trade:t0']);
  });
});

describe('shared_identifier: an account, phone or device of three participants or more', () => {
  it('fires at three participants, not at two, once per identifier', () => {
    const f = facts({
      shared_identifiers: [
        { kind: 'phone', value: 'h-phone', participants: 3 },
        { kind: 'bank_account', value: 'h-acct', participants: 2 },
      ],
    });
    expect(hitsOf('shared_identifier', f)).toEqual([
      expect.objectContaining({
        key: 'shared_identifier:phone:h-phone',
        facts: expect.objectContaining({
          count: 3,
          min_count: 3,
          identifier: { kind: 'phone', value: 'h-phone' },
        }),
      }),
    ]);
  });

  it('keeps its key when a fourth participant joins, and skips a kind the scenario does not watch', () => {
    const set = withParams('shared_identifier', { identifiers: ['phone'] });
    const f = facts({
      shared_identifiers: [
        { kind: 'phone', value: 'h-phone', participants: 4 },
        { kind: 'device', value: 'h-dev', participants: 9 },
      ],
    });
    expect(hitsOf('shared_identifier', f, set).map((h) => h.key)).toEqual([
      'shared_identifier:phone:h-phone',
    ]);
  });
});

describe('withdrawal_after_buy: gold taken out within 7 days of a buy of Rp 250,000,000 or more', () => {
  const buyAt = wib('2026-12-07T10:00:00');

  it('fires exactly 7 days after a buy at exactly the value', () => {
    const f = facts({
      trades: [trade('b', 'buy', 250 * JT, buyAt)],
      gold_withdrawals: [gold('g', plus(buyAt, 7 * DAY_MS), 500)],
    });
    expect(hitsOf('withdrawal_after_buy', f)).toEqual([
      expect.objectContaining({
        key: 'withdrawal_after_buy:2026-12-14:gold:g',
        facts: expect.objectContaining({
          trade_ids: ['b'],
          gold_withdrawal_ids: ['g'],
          sum_idr: 250 * JT,
          threshold_idr: 250 * JT,
          grams: 500,
        }),
      }),
    ]);
  });

  it('does not fire a moment after 7 days, for a buy one rupiah below, for a sale or before the buy', () => {
    const cases: ParticipantFacts[] = [
      facts({
        trades: [trade('b', 'buy', 250 * JT, buyAt)],
        gold_withdrawals: [gold('g', plus(buyAt, 7 * DAY_MS + 1))],
      }),
      facts({
        trades: [trade('b', 'buy', 250 * JT - 1, buyAt)],
        gold_withdrawals: [gold('g', plus(buyAt, HOUR_MS))],
      }),
      facts({
        trades: [trade('s', 'sell', 900 * JT, buyAt)],
        gold_withdrawals: [gold('g', plus(buyAt, HOUR_MS))],
      }),
      facts({ trades: [trade('b', 'buy', 900 * JT, buyAt)], gold_withdrawals: [gold('g', plus(buyAt, -1))] }),
    ];
    for (const f of cases) expect(hitsOf('withdrawal_after_buy', f)).toEqual([]);
  });
});

/** A participant every default scenario fires for. */
function everything(): ParticipantFacts {
  const mon = wib('2026-12-07T09:00:00');
  return {
    declared_monthly_income_idr: 10 * JT,
    fund_movements: [
      fund('old', 1 * JT, wib('2026-03-02T10:00:00')),
      fund('f0', 100 * JT, mon, true),
      fund('f1', 450 * JT, mon, true),
      fund('f2', 450 * JT, plus(mon, DAY_MS)),
      fund('f3', 450 * JT, plus(mon, 2 * DAY_MS)),
    ],
    trades: [
      trade('b1', 'buy', 300 * JT, plus(mon, 3 * DAY_MS)),
      trade('s1', 'sell', 100 * JT, plus(mon, 3 * DAY_MS + HOUR_MS)),
    ],
    gold_withdrawals: [gold('g1', plus(mon, 4 * DAY_MS))],
    shared_identifiers: [{ kind: 'device', value: 'h-dev', participants: 5 }],
  };
}

describe('one evaluation', () => {
  it('fires every default scenario for a participant who does everything', () => {
    const kinds = evaluateParticipant(DEFAULT_SCENARIOS, everything(), NOW, calendar).map((h) => h.kind);
    expect(new Set(kinds)).toEqual(new Set(DEFAULT_SCENARIOS.scenarios.map((s) => s.kind)));
  });

  it('never fires a disabled scenario, and still fires the others', () => {
    const set: ScenarioSet = {
      ...DEFAULT_SCENARIOS,
      scenarios: DEFAULT_SCENARIOS.scenarios.map((s) =>
        s.kind === 'structuring' ? { ...s, enabled: false } : s,
      ),
    };
    const kinds = evaluateParticipant(set, everything(), NOW, calendar).map((h) => h.kind);
    expect(kinds).not.toContain('structuring');
    expect(kinds).toContain('daily_cumulative');
    const allOff: ScenarioSet = {
      ...DEFAULT_SCENARIOS,
      scenarios: DEFAULT_SCENARIOS.scenarios.map((s) => ({ ...s, enabled: false })),
    };
    expect(evaluateParticipant(allOff, everything(), NOW, calendar)).toEqual([]);
  });

  it('gives the same keys twice, whatever order the facts come in', () => {
    const first = evaluateParticipant(DEFAULT_SCENARIOS, everything(), NOW, calendar);
    const again = evaluateParticipant(DEFAULT_SCENARIOS, everything(), NOW, calendar);
    const f = everything();
    const reversed = {
      ...f,
      trades: [...f.trades].reverse(),
      fund_movements: [...f.fund_movements].reverse(),
    };
    expect(again).toEqual(first);
    expect(evaluateParticipant(DEFAULT_SCENARIOS, reversed, NOW, calendar)).toEqual(first);
  });

  it('counts a re-sent transaction (the same id twice) once', () => {
    const f = everything();
    const resent = {
      ...f,
      fund_movements: [...f.fund_movements, ...f.fund_movements],
      trades: [...f.trades, ...f.trades],
    };
    expect(evaluateParticipant(DEFAULT_SCENARIOS, resent, NOW, calendar)).toEqual(
      evaluateParticipant(DEFAULT_SCENARIOS, f, NOW, calendar),
    );
  });

  it('keeps every existing hit’s key when an unrelated transaction arrives', () => {
    const keys = evaluateParticipant(DEFAULT_SCENARIOS, everything(), NOW, calendar).map((h) => h.key);
    const f = everything();
    const more = {
      ...f,
      fund_movements: [...f.fund_movements, fund('later', 5 * JT, wib('2027-02-10T10:00:00'))],
      trades: [...f.trades, trade('other', 'buy', 1 * JT, wib('2026-12-09T10:00:00'), 'LM-5G')],
    };
    const after = evaluateParticipant(DEFAULT_SCENARIOS, more, NOW, calendar).map((h) => h.key);
    expect(after).toEqual(expect.arrayContaining(keys));
  });

  it('names the set version and each scenario’s severity on its hits', () => {
    const set: ScenarioSet = {
      version: 'policy-2027.1',
      scenarios: DEFAULT_SCENARIOS.scenarios.map((s) => ({ ...s, severity: 'low' as const })),
    };
    const hits = evaluateParticipant(set, everything(), NOW, calendar);
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => `${h.set_version}/${h.severity}`))).toEqual(
      new Set(['policy-2027.1/low']),
    );
  });
});
