// @ts-check
// Transaction monitoring benchmark (docs/product/monitoring.md, decisions 0199–0203): what the
// alerts raised in the job queue cost the partners' feeds and how soon they are there. On
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; scratch
// databases, dropped after), against the built server and its own job worker:
//   1. ingest with the rules on and off: 10,000 settled trades of 1,000 approved participants in
//      batches of 500 through POST /v1/integration/trade-transactions, one call after the other as
//      ingest.mjs sends them (every batch names 500 participants: three `monitoring.evaluate` jobs),
//      on a server whose worker evaluates them meanwhile, against a second server where the same
//      jobs are enqueued but held back until the last call has returned (target: with ≥ 70 % of
//      without); two rounds of the pair, each on fresh servers, alternating which goes first. The
//      server has no switch that stops its job worker, so "without" is made in the scratch
//      database (see `holdEvaluations`): the product's request path, enqueue included, is the same
//      in both; only the evaluation does not run. Also how long after the last call the queued
//      evaluations are done (drain), and the held ones once let go (the evaluation alone).
//   2. the nightly round over 100,000 participants and 1,000,000 trades seeded in SQL (trades and
//      a top-up each, spread over 90 days, a third before the 60-day look-back; a participant in
//      a thousand of each planted pattern below), a `monitoring.nightly` job queued as the
//      scheduler queues it, timed until every evaluation is done (target under 5 minutes); then
//      the round's walk (the active participants' ids, one statement) timed through the module;
//   3. alert latency: 50 fresh participants, half of a pattern planted for each, the other half
//      sent through the API (a sell closing a round trip, or a third movement just below the
//      threshold: structuring), timed from the call's return until the participant's alert row
//      exists, polled every 20 ms (target p95 under 2 s).
// MONITORING_BENCH_PARTICIPANTS and MONITORING_BENCH_TRADES make the nightly's population smaller;
// MONITORING_BENCH_INGEST_TRADES, MONITORING_BENCH_INGEST_PARTICIPANTS and
// MONITORING_BENCH_INGEST_ROUNDS the ingest's. Figures are printed, never asserted; the machine's
// load average is written beside them (the run shares the machine with whatever else is running).
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { ensureServerBuilt, percentile, sleep, table, withScratchServer, writeResults } from './lib.mjs';

const INGEST_TRADES = Number(process.env.MONITORING_BENCH_INGEST_TRADES) || 10_000;
const INGEST_PARTICIPANTS = Number(process.env.MONITORING_BENCH_INGEST_PARTICIPANTS) || 1_000;
const BATCH = 500;
/** Rounds of the pair (without, with), alternating which goes first. */
const INGEST_ROUNDS = Number(process.env.MONITORING_BENCH_INGEST_ROUNDS) || 2;
const PARTICIPANTS = Number(process.env.MONITORING_BENCH_PARTICIPANTS) || 100_000;
const TRADES = Number(process.env.MONITORING_BENCH_TRADES) || 1_000_000;
const LATENCY_RUNS = 50;
/** A run whose alert is not there after this long counts as missed. */
const LATENCY_CAP_MS = 10_000;
const TARGETS = { ingest_ratio: 0.7, nightly_s: 300, alert_p95_ms: 2000 };
/**
 * Waits this long for the nightly round before giving up on it: long past the target, so that a
 * slow round is measured to its end rather than cut off (the latency that follows needs the queue
 * idle anyway).
 */
const NIGHTLY_CAP_S = Number(process.env.MONITORING_BENCH_NIGHTLY_CAP_S) || 12 * TARGETS.nightly_s;
/** Participants a `monitoring.evaluate` job names (EVALUATE_SLICE, transaction-monitoring.job.ts). */
const EVALUATE_SLICE = 200;
/** The default scenario set's look-back (monitoring.md § What one evaluation reads): 2 × 30 days. */
const LOOK_BACK_DAYS = 60;
const RUPIAH_PER_USD = 16_000;
const PRICE_IDR = 1_530_000;

/**
 * A deterministic id for seed `seed` (SQL text), shaped as gen_random_uuid's (version 4, RFC
 * variant): the monitoring jobs' payload schema takes no other form of UUID.
 * @param {string} seed
 */
const uuid4 = (seed) => `overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;
/** Participant p's user account and KYC record, in the seed's SQL. */
const USER_ID = uuid4(`'mu' || p`);
const KYC_ID = uuid4(`'mk' || p`);

/** A participant's trading account number, as the seed writes it. @param {number} n */
const accountNo = (n) => `MON${String(n).padStart(7, '0')}`;

/** @param {number} ms */
const seconds = (ms) => Number((ms / 1000).toFixed(1));

/** @param {import('pg').Client} client @param {string} sql @param {unknown[]} [params] */
async function one(client, sql, params) {
  return /** @type {Record<string, any>} */ ((await client.query(sql, params)).rows[0]);
}

/**
 * Approved participants `from`…`to` of gofx with trading accounts (MON0000001…), a bank account
 * of their own and a declared income band. The nightly's population: the participant in a
 * thousand at each remainder below gets the pattern `seedActivity` plants for it; 6 declares less
 * than Rp 5 million a month, and 7, 8 and 9 of each thousand share one bank account (three
 * persons); the others declare Rp 10 million or more, beyond which their trades never go. The
 * ingest's: Rp 50–100 million, but one in a hundred less than Rp 5 million (their trades go beyond
 * it: an alert each). The latency's: Rp 50–100 million, so that half a pattern raises nothing.
 * @param {import('pg').Client} client
 * @param {{ from: number, to: number, population: 'nightly' | 'ingest' | 'latency' }} range
 */
async function seedParticipants(client, { from, to, population }) {
  const planted = population === 'nightly';
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status)
    select ${USER_ID}, 'Peserta Pantau ' || p, 'pantau' || p || '@kilau.test', 'pantau' || p,
           '0859' || lpad(p::text, 8, '0'), 'x', 'active'
    from generate_series(${from}, ${to}) p`);
  const band = {
    nightly: `case when p % 1000 = 6 then 'LT_5JT'
                   else (array['10JT_25JT', '25JT_50JT', '50JT_100JT', 'GT_100JT'])[1 + p % 4] end`,
    ingest: `case when p % 100 = 6 then 'LT_5JT' else '50JT_100JT' end`,
    latency: `'50JT_100JT'`,
  }[population];
  const bankAccount = planted
    ? `case when p % 1000 in (7, 8, 9) then '9' || lpad((p / 1000)::text, 11, '0') else '7' || lpad(p::text, 11, '0') end`
    : `'7' || lpad(p::text, 11, '0')`;
  await client.query(`
    with salary as (
      select code, id::text as id from master_data
      where type = 'salary' and scope_kind = 'platform'
        and scope_id = (select id::text from platforms where app_name = 'gofx'))
    insert into kyc_customers (id, user_id, platform_id, bank_code, state, status_nasabah, fullname,
      trade_account_no, financial, bank_account, submitted_at)
    select ${KYC_ID}, ${USER_ID}, (select id from platforms where app_name = 'gofx'),
           '037', 'approved', 4, 'Peserta Pantau ' || p, 'MON' || lpad(p::text, 7, '0'),
           jsonb_build_object('salary_type', (select id from salary where code = ${band})),
           jsonb_build_object('account_no', ${bankAccount}),
           now() - interval '400 days'
    from generate_series(${from}, ${to}) p`);
}

/**
 * The exchange's partner entry, bound to the participants' platform (decision 0105), whose key we
 * hold.
 * @param {import('pg').Client} client
 * @returns {Promise<{ key: string, id: string }>}
 */
async function exchangePartner(client) {
  const key = `kil_${randomBytes(32).toString('base64url')}`;
  const row = await one(
    client,
    `insert into integration_partners (name, key_prefix, key_hash, kind, platform_id)
     values ($1, $2, $3, 'exchange', (select id from platforms where app_name = 'gofx')) returning id`,
    ['Bursa Pantau', key.slice(0, 8), createHash('sha256').update(key).digest('hex')],
  );
  return { key, id: row.id };
}

/**
 * The nightly population's activity, as the exchange's feeds would have stored it. `TRADES` trades
 * over participants 1…`PARTICIPANTS` in turn, spread over the last 90 days (a twelfth open or
 * cancelled, so not monitored; one in twenty in USD), worth Rp 1.5–6.1 million each, and one
 * top-up of Rp 10 million each. Then, for the participant in a thousand at each remainder:
 *   1 a buy and a sell of Rp 150 million of one contract two hours apart (rapid_round_trip);
 *   2 three transfers of Rp 450 million on three days (structuring);
 *   3 two cash top-ups of Rp 300 million on one Jakarta day (daily_cumulative, an LTKT candidate);
 *   4 a buy of Rp 300 million, physical gold taken out two days after (withdrawal_after_buy);
 *   5 everything else 400 days ago, then a buy of Rp 150 million (dormant_reactivation);
 *   6 Rp 30 million of trades in three days on a declared income under Rp 5 million (beyond_profile);
 *   7–9 one bank account shared by three persons (shared_identifier, from the KYC records).
 * The big buys reach three times some declared incomes too (beyond_profile).
 * @param {import('pg').Client} client
 * @param {string} partnerId
 */
async function seedActivity(client, partnerId) {
  const gofx = `(select id from platforms where app_name = 'gofx')`;
  // Participant p's rows, its 400-day shift when it is a dormant one.
  const dormantShift = `case when p % 1000 = 5 then interval '400 days' else interval '0' end`;
  await client.query(`
    insert into gold_transactions (user_id, kyc_customer_id, platform_id, partner_id, external_ref,
      contract_id, direction, type, condition, status, quantity, price, settlement_amount, fee, currency, traded_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', 'MONT-' || t,
           1 + t % 6, case when t % 3 = 0 then 'sell' else 'buy' end,
           case when t % 2 = 1 then 'limit' else 'market' end, 'day',
           case when t % 24 = 0 then 'open' when t % 24 = 12 then 'cancelled'
                when t % 5 = 2 then 'matched' else 'settled' end,
           q,
           case when usd then round(${PRICE_IDR / RUPIAH_PER_USD}, 2) else ${PRICE_IDR} end,
           case when usd then round(${PRICE_IDR / RUPIAH_PER_USD} * q, 2) else ${PRICE_IDR} * q end,
           case when usd then 0.31 else 5000 end,
           case when usd then 'USD' else 'IDR' end,
           now() - make_interval(secs => (t::bigint * 7919) % (90 * 86400)) - ${dormantShift}
    from generate_series(1, ${TRADES}) t,
         lateral (select 1 + (t - 1) % ${PARTICIPANTS} as p, 1 + t % 4 as q, t % 20 = 0 as usd) x`);
  await client.query(`
    insert into fund_movements (user_id, kyc_customer_id, platform_id, partner_id, external_ref, kind,
      amount, currency, channel, occurred_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', 'MONF-' || p, 'topup',
           10000000, 'IDR', case when p % 4 = 0 then 'virtual_account' else 'transfer' end,
           now() - make_interval(secs => (p::bigint * 7907) % (55 * 86400)) - ${dormantShift}
    from generate_series(1, ${PARTICIPANTS}) p`);
  // The planted patterns. A Jakarta day at 10:00, `n` days ago, for the same-day pair.
  const jakartaDay = (/** @type {number} */ n) =>
    `((date_trunc('day', now() at time zone 'Asia/Jakarta') - interval '${n} days' + interval '10 hours') at time zone 'Asia/Jakarta')`;
  const planted = (/** @type {number} */ rest) =>
    `generate_series(${rest}, ${PARTICIPANTS}, 1000) p where p % 1000 = ${rest}`;
  /** @param {string} ref @param {string} direction @param {number} idr @param {string} at @param {number} rest */
  const trade = (ref, direction, idr, at, rest) => `
    insert into gold_transactions (user_id, kyc_customer_id, platform_id, partner_id, external_ref,
      contract_id, direction, type, condition, status, quantity, price, settlement_amount, fee, currency, traded_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', '${ref}-' || p,
           6, '${direction}', 'limit', 'day', 'settled', 100, ${idr / 100}, ${idr}, 50000, 'IDR', ${at}
    from ${planted(rest)}`;
  /** @param {string} ref @param {number} idr @param {string} channel @param {string} at @param {number} rest */
  const movement = (ref, idr, channel, at, rest) => `
    insert into fund_movements (user_id, kyc_customer_id, platform_id, partner_id, external_ref, kind,
      amount, currency, channel, occurred_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', '${ref}-' || p, 'topup',
           ${idr}, 'IDR', '${channel}', ${at}
    from ${planted(rest)}`;
  const statements = [
    trade('MONP-RT-BUY', 'buy', 150_000_000, `now() - interval '3 days'`, 1),
    trade('MONP-RT-SELL', 'sell', 150_000_000, `now() - interval '3 days' + interval '2 hours'`, 1),
    ...[10, 9, 8].map((d) =>
      movement(`MONP-ST${d}`, 450_000_000, 'transfer', `now() - interval '${d} days'`, 2),
    ),
    movement('MONP-LT1', 300_000_000, 'cash', jakartaDay(5), 3),
    movement('MONP-LT2', 300_000_000, 'cash', `${jakartaDay(5)} + interval '1 hour'`, 3),
    trade('MONP-WB', 'buy', 300_000_000, `now() - interval '6 days'`, 4),
    `insert into gold_withdrawals (user_id, kyc_customer_id, platform_id, partner_id, external_ref, grams, contract_id, occurred_at)
     select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', 'MONP-GW-' || p, 10, 6,
            now() - interval '4 days'
     from ${planted(4)}`,
    trade('MONP-DR', 'buy', 150_000_000, `now() - interval '2 days'`, 5),
    ...[12, 11, 10].map((d) => trade(`MONP-BP${d}`, 'buy', 10_000_000, `now() - interval '${d} days'`, 6)),
  ];
  for (const statement of statements) await client.query(statement);
}

/**
 * The latency's participants `from`…`to`: half of a pattern each, the API call completing it
 * later. Even ones bought Rp 150 million of contract 6 an hour ago (a sell closes the round trip);
 * odd ones moved Rp 450 million on each of the last two days (a third one is structuring). On
 * its own, neither half raises anything (the nightly round evaluates them first).
 * @param {import('pg').Client} client
 * @param {string} partnerId
 * @param {number} from
 * @param {number} to
 */
async function seedLatencyHalves(client, partnerId, from, to) {
  const gofx = `(select id from platforms where app_name = 'gofx')`;
  await client.query(`
    insert into gold_transactions (user_id, kyc_customer_id, platform_id, partner_id, external_ref,
      contract_id, direction, type, condition, status, quantity, price, settlement_amount, fee, currency, traded_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', 'MONL-BUY-' || p,
           6, 'buy', 'limit', 'day', 'settled', 100, 1500000, 150000000, 50000, 'IDR', now() - interval '1 hour'
    from generate_series(${from}, ${to}) p where (p - ${from}) % 2 = 0`);
  await client.query(`
    insert into fund_movements (user_id, kyc_customer_id, platform_id, partner_id, external_ref, kind,
      amount, currency, channel, occurred_at)
    select ${USER_ID}, ${KYC_ID}, ${gofx}, '${partnerId}', 'MONL-MV' || d || '-' || p,
           'topup', 450000000, 'IDR', 'transfer', now() - make_interval(days => d)
    from generate_series(${from}, ${to}) p, generate_series(1, 2) d where (p - ${from}) % 2 = 1`);
}

/**
 * Holds the periodic nightly round booked at start-up (a minute after it): the benchmark runs the
 * round itself when it wants it measured, and the ingest is measured with the after-ingest
 * evaluation only.
 * @param {import('pg').Client} client
 */
async function holdNightlyRound(client) {
  await client.query(
    `update jobs set run_at = now() + interval '1 day' where type = 'monitoring.nightly' and done_at is null`,
  );
}

/**
 * "Without the rules": the server has no switch that keeps its job worker from running (server.ts
 * starts it unconditionally; config.ts has no such setting), and turning the monitoring off in the
 * product is not ours to add. So the scratch database holds each `monitoring.evaluate` job the
 * ingest enqueues: it is inserted as always (the enqueue's cost stays in the partner's call) but
 * not runnable (run_at infinity) until `releaseEvaluations`. Nothing is deleted, the worker keeps
 * polling and claiming every other job, and the held evaluations run afterwards, so both servers
 * end with the same alerts.
 * @param {import('pg').Client} client
 */
async function holdEvaluations(client) {
  await client.query(`
    create function bench_hold_evaluation() returns trigger language plpgsql as $$
    begin new.run_at := 'infinity'; return new; end $$`);
  await client.query(`
    create trigger bench_hold_evaluation before insert on jobs for each row
    when (new.type = 'monitoring.evaluate') execute function bench_hold_evaluation()`);
}

/** @param {import('pg').Client} client */
async function releaseEvaluations(client) {
  await client.query('drop trigger bench_hold_evaluation on jobs');
  await client.query('drop function bench_hold_evaluation()');
  const res = await client.query(
    `update jobs set run_at = now() where type = 'monitoring.evaluate' and done_at is null and run_at = 'infinity'`,
  );
  return res.rowCount ?? 0;
}

/**
 * The monitoring jobs' state, the held ones left out: waiting or running, running now (claimed,
 * not done), done, failed at least once, failed for good.
 * @param {import('pg').Client} client
 * @returns {Promise<{ pending: number, running: number, done: number, failed: number, dead: number }>}
 */
async function evaluationJobs(client) {
  const row = await one(
    client,
    `select count(*) filter (where done_at is null and attempts < max_attempts)::int as pending,
            count(*) filter (where done_at is null and locked_until > now())::int as running,
            count(*) filter (where done_at is not null)::int as done,
            count(*) filter (where last_error is not null)::int as failed,
            count(*) filter (where done_at is null and attempts >= max_attempts)::int as dead
     from jobs where type in ('monitoring.evaluate', 'monitoring.nightly')
       -- not the held: evaluations held back, the nightly round booked for tomorrow
       and run_at < now() + interval '12 hours'`,
  );
  return /** @type {any} */ (row);
}

/**
 * Polls the monitoring jobs every `everyMs` until none is waiting or running; answers the time it
 * took and the most jobs seen running at once. Throws after `capMs`, naming what is left, or when a
 * job has failed for good (the benchmark would no longer measure the evaluation).
 * @param {import('pg').Client} client
 * @param {{ everyMs: number, capMs: number, progress?: (elapsedMs: number, state: Awaited<ReturnType<typeof evaluationJobs>>) => void }} options
 */
async function untilEvaluated(client, { everyMs, capMs, progress }) {
  const t0 = performance.now();
  let maxRunning = 0;
  for (;;) {
    const state = await evaluationJobs(client);
    const elapsed = performance.now() - t0;
    maxRunning = Math.max(maxRunning, state.running);
    if (state.dead > 0) {
      const why = await one(
        client,
        `select last_error from jobs where type like 'monitoring.%' and last_error is not null limit 1`,
      );
      throw new Error(
        `${state.dead} monitoring job(s) failed for good: ${String(why?.last_error).slice(0, 300)}`,
      );
    }
    if (state.pending === 0) return { ms: elapsed, maxRunning, state };
    if (elapsed > capMs) {
      throw new Error(
        `monitoring jobs not done after ${seconds(capMs)} s: ${state.pending} waiting or running, ${state.done} done`,
      );
    }
    progress?.(elapsed, state);
    await sleep(everyMs);
  }
}

/** @param {import('pg').Client} client */
async function alertsByKind(client) {
  const rows = (
    await client.query('select kind, count(*)::int as n from monitoring_alerts group by kind order by kind')
  ).rows;
  return /** @type {Record<string, number>} */ (Object.fromEntries(rows.map((r) => [r.kind, r.n])));
}

/** @param {Record<string, number>} byKind */
const total = (byKind) => Object.values(byKind).reduce((a, b) => a + b, 0);

/**
 * The ingest's trades: settled (so monitored), worth Rp 1.5–6.1 million each (one in twenty in
 * USD), over participants 1…INGEST_PARTICIPANTS in turn, in the last two days.
 */
function ingestTrades() {
  const base = Date.now() - 2 * 86_400_000;
  const step = Math.floor(86_400_000 / INGEST_TRADES);
  return Array.from({ length: INGEST_TRADES }, (_, i) => {
    const quantity = 1 + (i % 4);
    const usd = i % 20 === 0;
    const price = usd ? PRICE_IDR / RUPIAH_PER_USD : PRICE_IDR;
    return {
      transaction_id: `MONI-${String(i + 1).padStart(7, '0')}`,
      account_no: accountNo((i % INGEST_PARTICIPANTS) + 1),
      contract_id: 1 + (i % 6),
      direction: i % 3 === 0 ? 'sell' : 'buy',
      type: i % 2 ? 'limit' : 'market',
      condition: 'day',
      status: 'settled',
      quantity,
      price: price.toFixed(2),
      settlement_amount: (price * quantity).toFixed(2),
      fee: usd ? '0.31' : '5000.00',
      currency: usd ? 'USD' : 'IDR',
      traded_at: new Date(base + i * step).toISOString(),
    };
  });
}

/**
 * A call to an integration feed with the partner's key; throws on anything but 200.
 * @param {string} base
 * @param {string} key
 * @param {string} path
 * @param {object} body
 */
async function feed(base, key, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return /** @type {{ inserted: number }} */ (await res.json());
}

/**
 * One arm of the ingest comparison on a scratch server of its own: the participants and the
 * exchange seeded, the trades sent in batches, then the evaluations waited for (with the rules),
 * or let go and waited for (without).
 * @param {'with' | 'without'} arm
 */
async function ingestArm(arm) {
  return withScratchServer(`monitoring-${arm}`, { seedDemo: false }, async ({ base, client }) => {
    await holdNightlyRound(client);
    await seedParticipants(client, { from: 1, to: INGEST_PARTICIPANTS, population: 'ingest' });
    const { key } = await exchangePartner(client);
    await client.query('analyze');
    if (arm === 'without') await holdEvaluations(client);
    const list = ingestTrades();
    const load1m = os.loadavg()[0] ?? 0;
    let inserted = 0;
    const t0 = performance.now();
    for (let i = 0; i < list.length; i += BATCH) {
      const reply = await feed(base, key, '/v1/integration/trade-transactions', {
        transactions: list.slice(i, i + BATCH),
      });
      inserted += reply.inserted;
    }
    const ingestMs = performance.now() - t0;
    if (inserted !== list.length) throw new Error(`${arm}: ${inserted} of ${list.length} trades inserted`);
    const jobs = Number(
      (await one(client, `select count(*)::int as n from jobs where type = 'monitoring.evaluate'`)).n,
    );
    const beforeRelease = arm === 'without' ? await evaluationJobs(client) : null;
    if (arm === 'without') await releaseEvaluations(client);
    // With the rules: from the last call's return. Without: from their release (the worker polls
    // the queue every second, so up to a second of it is that wait).
    const drained = await untilEvaluated(client, { everyMs: 20, capMs: 30 * 60_000 });
    const alerts = await alertsByKind(client);
    return {
      trades: list.length,
      seconds: seconds(ingestMs),
      per_second: Math.round(list.length / (ingestMs / 1000)),
      evaluate_jobs: jobs,
      evaluated_during_ingest: beforeRelease ? beforeRelease.done : null,
      evaluation_after_s: seconds(drained.ms),
      max_jobs_running_at_once: drained.maxRunning,
      failed_jobs: drained.state.failed,
      alerts: total(alerts),
      load_1m: load1m,
    };
  });
}

/**
 * What the nightly's walk costs: the product's own `activeParticipants` (through tsx, as risk.mjs
 * calls the rating), which reads every active participant's id in one statement.
 * @param {string} dbName
 * @returns {Promise<{ ms: number, ids: number }>}
 */
async function timeActiveParticipants(dbName) {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${dbName}`;
  /** @type {{ openDb: (url: string, dir: string) => Promise<{ db: unknown, close: () => Promise<void> }> }} */
  const { openDb } = await tsImport('../../apps/server/src/db/client.ts', import.meta.url);
  /** @type {{ activeParticipants: (db: unknown, since: Date) => Promise<string[]> }} */
  const repo = await tsImport(
    '../../apps/server/src/modules/transaction-monitoring/alerts.repository.ts',
    import.meta.url,
  );
  const handle = await openDb(url.toString(), '');
  try {
    const since = new Date(Date.now() - LOOK_BACK_DAYS * 86_400_000);
    const t = performance.now();
    const ids = await repo.activeParticipants(handle.db, since);
    return { ms: Math.round(performance.now() - t), ids: ids.length };
  } finally {
    await handle.close();
  }
}

/**
 * The nightly round and then the alert latency, on one scratch server holding the whole population.
 */
async function nightlyAndLatency() {
  return withScratchServer('monitoring-nightly', { seedDemo: false }, async ({ base, client, dbName }) => {
    await holdNightlyRound(client);
    const t0 = performance.now();
    await seedParticipants(client, { from: 1, to: PARTICIPANTS, population: 'nightly' });
    const latencyFrom = PARTICIPANTS + 1;
    const latencyTo = PARTICIPANTS + LATENCY_RUNS;
    await seedParticipants(client, { from: latencyFrom, to: latencyTo, population: 'latency' });
    const partner = await exchangePartner(client);
    await seedActivity(client, partner.id);
    await seedLatencyHalves(client, partner.id, latencyFrom, latencyTo);
    await client.query('analyze');
    const seededS = seconds(performance.now() - t0);
    const active = Number(
      (
        await one(
          client,
          `select count(*)::int as n from (
             select kyc_customer_id from fund_movements where occurred_at >= now() - interval '${LOOK_BACK_DAYS} days'
             union select kyc_customer_id from gold_withdrawals where occurred_at >= now() - interval '${LOOK_BACK_DAYS} days'
             union select kyc_customer_id from gold_transactions
               where status in ('matched', 'settled') and traded_at >= now() - interval '${LOOK_BACK_DAYS} days') a`,
        )
      ).n,
    );
    const trades = Number((await one(client, 'select count(*)::int as n from gold_transactions')).n);
    console.log(
      `  PostgreSQL ${dbName}: ${(PARTICIPANTS + LATENCY_RUNS).toLocaleString('en')} participants, ${trades.toLocaleString('en')} trades seeded in ${seededS} s; ${active.toLocaleString('en')} active in the ${LOOK_BACK_DAYS}-day look-back`,
    );

    const load1m = os.loadavg()[0] ?? 0;
    // The nightly round, queued as the scheduler queues it; the server's worker picks it up.
    const nightly = await one(
      client,
      `insert into jobs (type, payload) values ('monitoring.nightly', '{}'::jsonb) returning id`,
    );
    let lastPrint = 0;
    const round = await untilEvaluated(client, {
      everyMs: 500,
      capMs: NIGHTLY_CAP_S * 1000,
      progress: (elapsed, state) => {
        if (elapsed - lastPrint < 15_000) return;
        lastPrint = elapsed;
        console.log(
          `  ${(elapsed / 1000).toFixed(0)} s: ${state.done} monitoring jobs done, ${state.pending} waiting or running (${state.running} running)`,
        );
      },
    });
    const enqueued = await one(
      client,
      `select extract(epoch from done_at - created_at)::float8 as s, attempts from jobs where id = $1`,
      [nightly.id],
    );
    const walk = await timeActiveParticipants(dbName);
    const evaluateJobs = await one(
      client,
      `select count(*)::int as n, count(*) filter (where attempts > 1)::int as again
       from jobs where type = 'monitoring.evaluate'`,
    );
    const nightlyAlerts = await alertsByKind(client);
    const nightlyResult = {
      participants: PARTICIPANTS,
      trades,
      active_in_look_back: active,
      seeded_s: seededS,
      seconds: seconds(round.ms),
      participants_per_second: Math.round(active / (round.ms / 1000)),
      load_1m: load1m,
      nightly_job_s: Number(Number(enqueued.s).toFixed(1)),
      nightly_job_claims: Number(enqueued.attempts),
      walk_query_ms: walk.ms,
      evaluate_jobs: Number(evaluateJobs.n),
      evaluate_jobs_claimed_again: Number(evaluateJobs.again),
      evaluate_jobs_expected: Math.ceil(active / EVALUATE_SLICE),
      max_jobs_running_at_once: round.maxRunning,
      failed_jobs: round.state.failed,
      alerts: total(nightlyAlerts),
      alerts_by_kind: nightlyAlerts,
    };

    // The latency: one call completes a pattern, then the alert row is polled for.
    /** @type {number[]} */
    const latencies = [];
    /** @type {number[]} */
    const calls = [];
    let missed = 0;
    for (let i = 0; i < LATENCY_RUNS; i++) {
      const n = latencyFrom + i;
      const kycId = (
        await one(client, 'select id from kyc_customers where trade_account_no = $1', [accountNo(n)])
      ).id;
      const now = new Date().toISOString();
      const s = performance.now();
      if (i % 2 === 0) {
        await feed(base, partner.key, '/v1/integration/trade-transactions', {
          transactions: [
            {
              transaction_id: `MONL-SELL-${n}`,
              account_no: accountNo(n),
              contract_id: 6,
              direction: 'sell',
              type: 'limit',
              condition: 'day',
              status: 'settled',
              quantity: 100,
              price: '1500000.00',
              settlement_amount: '150000000.00',
              fee: '50000.00',
              currency: 'IDR',
              traded_at: now,
            },
          ],
        });
      } else {
        await feed(base, partner.key, '/v1/integration/fund-movements', {
          fund_movements: [
            {
              movement_id: `MONL-MV0-${n}`,
              account_no: accountNo(n),
              kind: 'topup',
              amount: '450000000.00',
              currency: 'IDR',
              channel: 'transfer',
              occurred_at: now,
            },
          ],
        });
      }
      const returned = performance.now();
      calls.push(returned - s);
      let found = false;
      while (performance.now() - returned < LATENCY_CAP_MS) {
        const hit = await client.query('select 1 from monitoring_alerts where kyc_customer_id = $1 limit 1', [
          kycId,
        ]);
        if (hit.rowCount) {
          found = true;
          break;
        }
        await sleep(20);
      }
      if (found) latencies.push(performance.now() - returned);
      else missed++;
    }
    latencies.sort((a, b) => a - b);
    calls.sort((a, b) => a - b);
    const latencyKinds = await one(
      client,
      `select count(*) filter (where kind = 'rapid_round_trip')::int as rapid_round_trip,
              count(*) filter (where kind = 'structuring')::int as structuring
       from monitoring_alerts a join kyc_customers k on k.id = a.kyc_customer_id
       where k.trade_account_no between $1 and $2`,
      [accountNo(latencyFrom), accountNo(latencyTo)],
    );
    const latencyResult = {
      runs: LATENCY_RUNS,
      alerted: latencies.length,
      missed,
      p50_ms: Math.round(percentile(latencies, 50)),
      p95_ms: Math.round(percentile(latencies, 95)),
      max_ms: Math.round(latencies.at(-1) ?? Number.NaN),
      call_p50_ms: Math.round(percentile(calls, 50)),
      call_p95_ms: Math.round(percentile(calls, 95)),
      alerts_completed: latencyKinds,
    };
    return { nightly: nightlyResult, latency: latencyResult };
  });
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  // Alternating order (without, with; with, without; …): a machine that gets busier or quieter
  // during the run weighs on both arms alike.
  /** @type {{ round: number, arm: 'with' | 'without', result: NonNullable<Awaited<ReturnType<typeof ingestArm>>> }[]} */
  const arms = [];
  for (let round = 1; round <= INGEST_ROUNDS; round++) {
    /** @type {('with' | 'without')[]} */
    const order = round % 2 ? ['without', 'with'] : ['with', 'without'];
    for (const arm of order) {
      const result = await ingestArm(arm);
      if (!result) return ['monitoring: skipped (no PostgreSQL)'];
      arms.push({ round, arm, result });
    }
  }
  const armsOf = (/** @type {'with' | 'without'} */ arm) =>
    arms.filter((a) => a.arm === arm).map((a) => a.result);
  const meanOf = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
  const withRate = Math.round(meanOf(armsOf('with').map((r) => r.per_second)));
  const withoutRate = Math.round(meanOf(armsOf('without').map((r) => r.per_second)));
  const drainS = Number(meanOf(armsOf('with').map((r) => r.evaluation_after_s)).toFixed(1));
  const ratio = withRate / withoutRate;
  console.log(
    `  ingest: ${INGEST_TRADES.toLocaleString('en')} settled trades of ${INGEST_PARTICIPANTS.toLocaleString('en')} participants in batches of ${BATCH}, sequential calls, ${INGEST_ROUNDS} round(s):`,
  );
  table(
    [
      'round',
      'server',
      'seconds',
      'trades/s',
      'evaluate jobs',
      'evaluations done after (s)',
      'most running at once',
      'alerts',
      'load (1 min)',
    ],
    arms.map(({ round, arm, result }) => [
      String(round),
      arm === 'with' ? 'evaluating meanwhile (with)' : 'evaluation held back (without)',
      String(result.seconds),
      result.per_second.toLocaleString('en'),
      String(result.evaluate_jobs),
      `${result.evaluation_after_s} (${arm === 'with' ? 'drain, from last call' : 'from release'})`,
      String(result.max_jobs_running_at_once),
      String(result.alerts),
      result.load_1m.toFixed(1),
    ]),
  );
  console.log(
    `  with rules ${withRate.toLocaleString('en')} trades/s, without ${withoutRate.toLocaleString('en')}/s: ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGETS.ingest_ratio * 100} %); evaluations done ${drainS} s after the last call`,
  );

  const big = await nightlyAndLatency();
  if (!big) return ['monitoring: skipped (no PostgreSQL)'];
  const { nightly, latency } = big;
  console.log('  nightly round:');
  table(
    [
      'participants',
      'trades',
      'active',
      'round (s)',
      'evaluated/s',
      'nightly job (s)',
      'claims',
      'evaluate jobs (expected)',
      'most running',
      'alerts',
      'by kind',
    ],
    [
      [
        nightly.participants.toLocaleString('en'),
        nightly.trades.toLocaleString('en'),
        nightly.active_in_look_back.toLocaleString('en'),
        `${nightly.seconds} (< ${TARGETS.nightly_s})`,
        nightly.participants_per_second.toLocaleString('en'),
        String(nightly.nightly_job_s),
        String(nightly.nightly_job_claims),
        `${nightly.evaluate_jobs} (${nightly.evaluate_jobs_expected})`,
        String(nightly.max_jobs_running_at_once),
        String(nightly.alerts),
        Object.entries(nightly.alerts_by_kind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
      ],
    ],
  );
  console.log(
    `  the nightly job reads the active participants' ids in one statement (${nightly.walk_query_ms} ms), then books a job a ${EVALUATE_SLICE}`,
  );
  if (nightly.nightly_job_claims > 1 || nightly.evaluate_jobs_claimed_again > 0) {
    console.log(
      `  claimed again while still running (the queue's 5-minute lock ran out): the nightly job ${nightly.nightly_job_claims - 1} time(s), ${nightly.evaluate_jobs_claimed_again} evaluate job(s)`,
    );
  }
  console.log('  alert latency (call returned → alert row):');
  table(
    ['runs', 'alerted', 'p50 (ms)', 'p95 (ms)', 'max (ms)', 'call p50 (ms)', 'call p95 (ms)'],
    [
      [
        String(latency.runs),
        String(latency.alerted),
        String(latency.p50_ms),
        `${latency.p95_ms} (< ${TARGETS.alert_p95_ms})`,
        String(latency.max_ms),
        String(latency.call_p50_ms),
        String(latency.call_p95_ms),
      ],
    ],
  );
  const file = writeResults('monitoring', {
    ingest: {
      trades: INGEST_TRADES,
      participants: INGEST_PARTICIPANTS,
      batch: BATCH,
      rounds: arms,
      with_rules_per_second: withRate,
      without_rules_per_second: withoutRate,
      ratio: Number(ratio.toFixed(3)),
      drain_s: drainS,
      without_means:
        'the same server and request path, each monitoring.evaluate job enqueued but held (run_at infinity, by a trigger in the scratch database) until the last call returned',
    },
    nightly,
    latency,
    targets: TARGETS,
  });
  console.log(`  written to ${file}`);
  return [
    `monitoring: ingest ${withRate.toLocaleString('en')} trades/s with the rules, ${withoutRate.toLocaleString('en')}/s with the evaluation held back (${(ratio * 100).toFixed(0)} %, target ≥ ${TARGETS.ingest_ratio * 100} %), evaluations done ${drainS} s after the last call`,
    `monitoring: nightly round over ${nightly.participants.toLocaleString('en')} participants and ${nightly.trades.toLocaleString('en')} trades in ${nightly.seconds} s (target < ${TARGETS.nightly_s} s), ${nightly.alerts} alerts raised`,
    `monitoring: alert latency p50 ${latency.p50_ms} ms, p95 ${latency.p95_ms} ms (target < ${TARGETS.alert_p95_ms} ms), ${latency.alerted}/${latency.runs} alerted`,
  ];
}
