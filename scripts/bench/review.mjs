// @ts-check
// Review-list benchmark (issue: "with 100,000 seeded participants: p95 latency of each list call on
// the first and on the last page, and of the dashboard totals, printed beside the same query run
// bare against the database in the same run; target: the endpoint within 1.5× of the bare query,
// both under 50 ms"). Runs on PostgreSQL, the production database: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is used to create a scratch database, dropped after.
import { ensureServerBuilt, percentile, table, withScratchServer, writeResults } from './lib.mjs';

const PARTICIPANTS = 100_000;
const RUNS = 60;
const WARMUP = 5;
const TARGET_MS = 50;
const TARGET_RATIO = 1.5;

/** @param {import('pg').Client} client */
async function seed(client) {
  // Users and records in one statement each, spread over two platforms, the four banks, every
  // review status and a year of registrations; personal data as the steps store it.
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status, created_at)
    select md5('u' || g)::uuid, 'Peserta Bench ' || g, 'bench' || g || '@kilau.test', 'bench' || g,
           '0858' || lpad(g::text, 8, '0'), 'x', 'active', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${PARTICIPANTS}) g`);
  await client.query(`
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, name_search_key, personal, created_at, submitted_at)
    select md5('u' || g)::uuid,
           (select id from platforms where app_name = case when g % 2 = 0 then 'gofx' else 'jafets' end),
           (array['037','022','023','028'])[1 + g % 4],
           case when g % 20 < 12 then 'submitted' when g % 20 < 16 then 'approved' when g % 20 < 18 then 'reject' when g % 20 < 19 then 'approved' else 'submitted' end,
           case when g % 20 < 12 then 2 when g % 20 < 16 then 4 when g % 20 < 18 then 5 when g % 20 < 19 then 6 else 7 end,
           'Peserta Bench ' || g,
           -- The key the app writes with the name (decision 0134): the normaliser's parts.
           'peserta bench ' || g,
           jsonb_build_object('fullname', 'Peserta Bench ' || g, 'ktp_no', '3174' || lpad(g::text, 12, '0'),
             'place_of_birth', 'Jakarta', 'date_of_birth', '1990-01-01', 'npwp_no', '', 'citizenship', 'wni'),
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
           now() - (g % 365) * interval '1 day'
    from generate_series(1, ${PARTICIPANTS}) g`);
  await client.query('analyze');
}

/**
 * The SQL the list endpoint runs (review.repository.ts), for the broker of gofx: past the middle
 * of the list it reads from the oldest end with the smaller offset.
 * @param {string} platformId
 * @param {readonly number[]} statuses
 * @param {number} offset
 * @param {number} total
 */
function bareList(platformId, statuses, offset, total) {
  const fromEnd = offset > total / 2;
  const last = Math.min(total, offset + 10);
  const order = fromEnd ? 'asc' : 'desc';
  return {
    text: `select k.id, k.user_id, k.fullname, k.personal, k.bank_account, k.status_nasabah, k.video_status,
                  k.description, k.hin_demo, k.trade_account_no, k.etb_no, k.created_at, k.submitted_at,
                  k.bank_code, b.name, p.app_name, p.name, u.email, u.phonenumber, u.fullname
           from kyc_customers k join platforms p on p.id = k.platform_id join users u on u.id = k.user_id
           left join banks b on b.code = k.bank_code
           where k.platform_id = $1 and k.status_nasabah = any($2)
           order by k.created_at ${order}, k.id ${order} limit $4 offset $3`,
    values: [platformId, statuses, fromEnd ? total - last : offset, fromEnd ? last - offset : 10],
  };
}
/** @type {(platformId: string, statuses: readonly number[]) => { text: string, values: unknown[] }} */
const bareCount = (platformId, statuses) => ({
  text: 'select count(*) from kyc_customers k where k.platform_id = $1 and k.status_nasabah = any($2)',
  values: [platformId, statuses],
});

/**
 * The p95 of RUNS calls, after WARMUP calls not counted.
 * @param {() => Promise<unknown>} fn
 * @returns {Promise<number>}
 */
async function timeIt(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const summary = await withScratchServer('review', {}, async ({ base, client, dbName }) => {
    const t0 = performance.now();
    await seed(client);
    console.log(
      `  PostgreSQL ${dbName}: ${PARTICIPANTS.toLocaleString('en')} participants seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    /** @type {(username: string) => Promise<string>} */
    const token = async (username) => {
      const res = await fetch(`${base}/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Kilau#Demo2026' }),
      });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
      return /** @type {{ token: string }} */ (await res.json()).token;
    };
    const broker = await token('broker');
    /** @type {import('pg').QueryResult<{ id: string }>} */
    const platform = await client.query("select id from platforms where app_name = 'gofx'");
    const gofx = /** @type {{ id: string }} */ (platform.rows[0]).id;
    /** @type {(url: string) => Promise<unknown>} */
    const get = async (url) => {
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${broker}` } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    /** @type {string[][]} */
    const rows = [];
    /** @type {{ case: string, total?: number, offset?: number, bare_p95_ms?: number, endpoint_p95_ms: number }[]} */
    const results = [];
    for (const [label, status, statuses] of /** @type {const} */ ([
      ['new (2, 7)', 2, [2, 7]],
      ['registered (4)', 4, [4]],
      ['rejected (5)', 5, [5]],
    ])) {
      const totals = /** @type {{ data: { total: number } }} */ (
        await get(`/v1/admin-broker/kyc/total?status=${status}`)
      );
      const total = totals.data.total;
      const lastOffset = Math.max(0, Math.floor((total - 1) / 10) * 10);
      /** @type {[string, number][]} */
      const pages = [
        ['first page', 0],
        ['last page', lastOffset],
      ];
      for (const [pageLabel, offset] of pages) {
        const bare = await timeIt(async () => {
          await client.query(bareCount(gofx, statuses));
          await client.query(bareList(gofx, statuses, offset, total));
        });
        const endpoint = await timeIt(() =>
          get(`/v1/admin-broker/kyc/customers/all?status=${status}&offset=${offset}&limit=10`),
        );
        results.push({
          case: `${label} ${pageLabel}`,
          total,
          offset,
          bare_p95_ms: bare,
          endpoint_p95_ms: endpoint,
        });
        rows.push([
          `${label}, ${pageLabel} (offset ${offset})`,
          bare.toFixed(1),
          endpoint.toFixed(1),
          (endpoint / bare).toFixed(2),
        ]);
      }
    }
    // The search box (decision 0087): no index serves a name inside a word or a jsonb NIK prefix,
    // so these walk the platform's new participants (30,000 here); measured, not indexed.
    for (const [label, q] of /** @type {const} */ ([
      ['search: part of a name', 'Bench 4242'],
      // Another spelling (th for t): found through the stored name key only (decision 0134).
      ['search: a name by its spelling', 'Pesertha Bench 4242'],
      ['search: NIK prefix', '317400000004'],
      ['search: phone as +62…', '+62858000042'],
      ['search: no match', 'Tidak Ada'],
    ])) {
      const endpoint = await timeIt(() =>
        get(`/v1/admin-broker/kyc/customers/all?status=2&offset=0&limit=10&q=${encodeURIComponent(q)}`),
      );
      results.push({ case: label, endpoint_p95_ms: endpoint });
      rows.push([label, '-', endpoint.toFixed(1), '-']);
    }
    const bareTotal = await timeIt(() => client.query(bareCount(gofx, [2, 7])));
    const endpointTotal = await timeIt(() => get('/v1/admin-broker/kyc/total?status=2'));
    results.push({ case: 'dashboard total (2)', bare_p95_ms: bareTotal, endpoint_p95_ms: endpointTotal });
    rows.push([
      'dashboard total, status 2',
      bareTotal.toFixed(1),
      endpointTotal.toFixed(1),
      (endpointTotal / bareTotal).toFixed(2),
    ]);
    console.log(
      `  p95 over ${RUNS} runs each (broker of gofx, ${PARTICIPANTS.toLocaleString('en')} participants; bare = count + page, sequential):`,
    );
    table(['case', 'bare p95 ms', 'endpoint p95 ms', 'ratio'], rows);
    const file = writeResults('review', { participants: PARTICIPANTS, runs: RUNS, results });
    console.log(`  targets: endpoint ≤ ${TARGET_RATIO}× bare, both < ${TARGET_MS} ms · written to ${file}`);
    const worst = results.reduce((w, r) => (r.endpoint_p95_ms > w.endpoint_p95_ms ? r : w));
    return `review: worst endpoint p95 ${worst.endpoint_p95_ms.toFixed(1)} ms (${worst.case}), ${PARTICIPANTS} participants on PostgreSQL`;
  });
  return [summary ?? 'review: skipped (no PostgreSQL)'];
}
