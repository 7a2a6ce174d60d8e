// @ts-check
// Integration-API ingest benchmark (decision 0070): 10,000 trades of 100 registered participants,
// sent in batches of 500 through POST /v1/integration/trade-transactions to a running server on
// PostgreSQL, one call after the other as a partner's feed sends them; printed in trades per
// second. Then the same 10,000 again (every one a duplicate: the idempotency check's cost) and once
// more with each status moved forward (updates). BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is used to create a scratch database, dropped after.
import { createHash, randomBytes } from 'node:crypto';
import { ensureServerBuilt, table, withScratchServer, writeResults } from './lib.mjs';

const TRADES = 10_000;
const BATCH = 500;
const PARTICIPANTS = 100;

/**
 * Registered participants of gofx with trading accounts BENCH0001…, and the exchange's partner
 * entry whose key we hold.
 * @param {import('pg').Client} client
 * @returns {Promise<string>} the partner's key
 */
async function seed(client) {
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status)
    select md5('u' || g)::uuid, 'Peserta Bench ' || g, 'bench' || g || '@kilau.test', 'bench' || g,
           '0858' || lpad(g::text, 8, '0'), 'x', 'active'
    from generate_series(1, ${PARTICIPANTS}) g`);
  await client.query(`
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, trade_account_no)
    select md5('u' || g)::uuid,
           (select id from platforms where app_name = 'gofx'),
           '037', 'approved', 4, 'Peserta Bench ' || g, 'BENCH' || lpad(g::text, 4, '0')
    from generate_series(1, ${PARTICIPANTS}) g`);
  const key = `kil_${randomBytes(32).toString('base64url')}`;
  // The exchange, bound to the participants' platform (decision 0105).
  await client.query(
    `insert into integration_partners (name, key_prefix, key_hash, kind, platform_id)
     values ($1, $2, $3, 'exchange', (select id from platforms where app_name = 'gofx'))`,
    ['Bursa Bench', key.slice(0, 8), createHash('sha256').update(key).digest('hex')],
  );
  await client.query('analyze');
  return key;
}

/** @param {string} status */
function trades(status) {
  const base = Date.parse('2026-11-01T02:00:00Z');
  return Array.from({ length: TRADES }, (_, i) => ({
    transaction_id: `BENCH-${String(i + 1).padStart(6, '0')}`,
    account_no: `BENCH${String((i % PARTICIPANTS) + 1).padStart(4, '0')}`,
    contract_id: 1 + (i % 6),
    direction: i % 3 === 0 ? 'sell' : 'buy',
    type: i % 2 ? 'limit' : 'market',
    condition: ['day', 'gtc', 'ioc', 'fok'][i % 4],
    status,
    quantity: 1 + (i % 5),
    price: '1530000.00',
    settlement_amount: (1_530_000 * (1 + (i % 5))).toFixed(2),
    fee: '5000.00',
    currency: i % 10 === 0 ? 'USD' : 'IDR',
    traded_at: new Date(base + i * 60_000).toISOString(),
  }));
}

/** @typedef {{ inserted: number, updated: number, duplicates: number }} IngestCounts */

/**
 * Sends the trades in batches of BATCH, one call after the other; answers the server's counts and
 * the rate.
 * @param {string} base
 * @param {string} key
 * @param {ReturnType<typeof trades>} list
 */
async function sendAll(base, key, list) {
  /** @type {IngestCounts} */
  const counts = { inserted: 0, updated: 0, duplicates: 0 };
  const t0 = performance.now();
  for (let i = 0; i < list.length; i += BATCH) {
    const res = await fetch(`${base}/v1/integration/trade-transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transactions: list.slice(i, i + BATCH) }),
    });
    if (res.status !== 200) throw new Error(`batch ${i / BATCH + 1}: ${res.status} ${await res.text()}`);
    const body = /** @type {IngestCounts} */ (await res.json());
    for (const k of /** @type {(keyof IngestCounts)[]} */ (Object.keys(counts))) counts[k] += body[k];
  }
  const seconds = (performance.now() - t0) / 1000;
  return { ...counts, seconds, per_second: list.length / seconds };
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const summary = await withScratchServer('ingest', { seedDemo: false }, async ({ base, client, dbName }) => {
    const key = await seed(client);
    const first = await sendAll(base, key, trades('open'));
    const again = await sendAll(base, key, trades('open'));
    const forward = await sendAll(base, key, trades('settled'));
    const stored = Number((await client.query('select count(*) from gold_transactions')).rows[0].count);
    if (
      first.inserted !== TRADES ||
      again.duplicates !== TRADES ||
      forward.updated !== TRADES ||
      stored !== TRADES
    ) {
      throw new Error(
        `unexpected counts: first ${JSON.stringify(first)}, again ${JSON.stringify(again)}, forward ${JSON.stringify(forward)}, stored ${stored}`,
      );
    }
    /** @type {[string, typeof first][]} */
    const passes = [
      ['new trades (inserted)', first],
      ['the same again (duplicates)', again],
      ['status moved forward (updated)', forward],
    ];
    const rows = passes.map(([label, r]) => [
      label,
      r.seconds.toFixed(2),
      Math.round(r.per_second).toLocaleString('en'),
    ]);
    console.log(
      `  ${TRADES.toLocaleString('en')} trades of ${PARTICIPANTS} participants in batches of ${BATCH}, sequential calls, PostgreSQL ${dbName}:`,
    );
    table(['pass', 'seconds', 'trades/s'], rows);
    const file = writeResults('ingest', {
      trades: TRADES,
      batch: BATCH,
      participants: PARTICIPANTS,
      results: { inserted: first, duplicates: again, updated: forward },
    });
    console.log(`  written to ${file}`);
    return `ingest: ${Math.round(first.per_second).toLocaleString('en')} trades/s inserted, ${Math.round(again.per_second).toLocaleString('en')}/s re-sent, ${Math.round(forward.per_second).toLocaleString('en')}/s status updates (batches of ${BATCH}, PostgreSQL)`;
  });
  return [summary ?? 'ingest: skipped (no PostgreSQL)'];
}
