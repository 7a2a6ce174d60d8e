// @ts-check
// The reviewer's workbench benchmark ('Berikutnya' and the sorted-by-due list with
// 100,000 participants: p95, target under 50 ms). On PostgreSQL, the production database, in a
// scratch database (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres)
// dropped after. Four reviewers of gofx, each signed in through the real login and TOTP enrolment,
// press 'Berikutnya' at once, 500 calls in all; each call takes a new file (the file taken is then
// marked decided, as the reviewer's approval would, so the next call takes another). Then the first
// and the tenth page of the list sorted by due time. The plans of both queries are printed: they
// must read the partial due indexes (kyc_customers_platform_due_idx), not the whole table.
import { generate } from 'otplib';
import { ensureServerBuilt, percentile, table, withScratchServer, writeResults } from './lib.mjs';

const PARTICIPANTS = 100_000;
const REVIEWERS = 4;
const NEXT_CALLS = Number(process.env.WORKBENCH_NEXT_CALLS ?? 500);
const LIST_RUNS = 30;
const WARMUP = 5;
const TARGET_MS = 50;
const PASSWORD = 'Kilau#Demo2026';

/** @param {import('pg').Client} client */
async function seed(client) {
  // As the review benchmark: two platforms, four banks, every status, a year of registrations;
  // the files waiting (2, 7) carry a due time two days after their submission.
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status, created_at)
    select md5('u' || g)::uuid, 'Peserta Bench ' || g, 'bench' || g || '@kilau.test', 'bench' || g,
           '0858' || lpad(g::text, 8, '0'), 'x', 'active', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${PARTICIPANTS}) g`);
  await client.query(`
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, personal, created_at, submitted_at, due_at)
    select md5('u' || g)::uuid,
           (select id from platforms where app_name = case when g % 2 = 0 then 'gofx' else 'jafets' end),
           (array['037','022','023','028'])[1 + g % 4],
           case when g % 20 < 12 then 'submitted' when g % 20 < 16 then 'approved' when g % 20 < 18 then 'reject' when g % 20 < 19 then 'approved' else 'submitted' end,
           case when g % 20 < 12 then 2 when g % 20 < 16 then 4 when g % 20 < 18 then 5 when g % 20 < 19 then 6 else 7 end,
           'Peserta Bench ' || g,
           jsonb_build_object('fullname', 'Peserta Bench ' || g, 'ktp_no', '3174' || lpad(g::text, 12, '0'),
             'place_of_birth', 'Jakarta', 'date_of_birth', '1990-01-01', 'npwp_no', '', 'citizenship', 'wni'),
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 second',
           case when g % 20 < 12 or g % 20 = 19
             then now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 second' + interval '2 days' end
    from generate_series(1, ${PARTICIPANTS}) g`);
  // The reviewers: broker reviewers of gofx with the demo broker's password, not yet enrolled.
  await client.query(`
    insert into staff_users (username, fullname, password_hash, role, platform_id, active)
    select 'peninjau' || g, 'Peninjau Bench ' || g, s.password_hash, 1, s.platform_id, true
    from staff_users s, generate_series(1, ${REVIEWERS}) g where s.username = 'broker'`);
  await client.query('analyze');
}

/**
 * A staff session through the real login: password, then the forced TOTP enrolment.
 * @param {string} base
 * @param {string} username
 */
async function signIn(base, username) {
  /** @type {(url: string, body: object) => Promise<any>} */
  const post = async (url, body) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${url} for ${username}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const first = await post('/v1/auth', { username, password: PASSWORD });
  if (first.status !== 'mfa_enrolment_required') throw new Error(`${username}: ${JSON.stringify(first)}`);
  const setup = await post('/v1/auth/mfa/enrol/totp', { mfa_token: first.mfa_token });
  const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
  const done = await post('/v1/auth/mfa/enrol/totp/confirm', { mfa_token: first.mfa_token, code });
  return /** @type {string} */ (done.token);
}

/** @param {number[]} times */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * The plan of a query: whether it reads a due index, and its first lines.
 * @param {import('pg').Client} client
 * @param {string} sql
 * @param {unknown[]} values
 */
async function plan(client, sql, values) {
  /** @type {import('pg').QueryResult<{ 'QUERY PLAN': string }>} */
  const res = await client.query(`explain analyze ${sql}`, values);
  const lines = res.rows.map((r) => r['QUERY PLAN']);
  return { usesDueIndex: lines.some((l) => /kyc_customers_(platform_)?due_idx/.test(l)), lines };
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const summary = await withScratchServer('workbench', {}, async ({ base, client, dbName }) => {
    const t0 = performance.now();
    await seed(client);
    console.log(
      `  PostgreSQL ${dbName}: ${PARTICIPANTS.toLocaleString('en')} participants seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    /** @type {import('pg').QueryResult<{ id: string }>} */
    const platform = await client.query("select id from platforms where app_name = 'gofx'");
    const gofx = /** @type {{ id: string }} */ (platform.rows[0]).id;
    /** @type {string[]} */
    const tokens = [];
    for (let i = 1; i <= REVIEWERS; i++) tokens.push(await signIn(base, `peninjau${i}`));
    const explained = await client.query(
      `explain analyze select id from kyc_customers where claimed_by = $2 and status_nasabah in (2) and due_at is not null
         and platform_id = $1 order by due_at asc limit 1`,
      [gofx, '00000000-0000-4000-8000-000000000001'],
    );
    for (const r of explained.rows) console.log(`    held: ${r['QUERY PLAN']}`);
    const nextPlan = await plan(
      client,
      `select id from kyc_customers where platform_id = $1 and status_nasabah in (2) and due_at is not null
         and claimed_by is null and frozen_at is null order by due_at asc, submitted_at asc limit 1 for update skip locked`,
      [gofx],
    );
    const listPlan = await plan(
      client,
      `select id from kyc_customers where platform_id = $1 and status_nasabah in (2, 7) and due_at is not null
         order by due_at asc, id asc limit 10 offset 90`,
      [gofx],
    );

    /** @type {(token: string, method: string, url: string) => Promise<any>} */
    const call = async (token, method, url) => {
      const res = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    /** 'Berikutnya' by every reviewer at once until `calls` are timed; the figures and duplicates. */
    const nextRound = async (/** @type {number} */ calls) => {
      // 'Berikutnya': four reviewers at once, each call timed; the file is then decided outside the
      // timing so the reviewer's next call takes a new one.
      /** @type {number[]} */
      const nextTimes = [];
      const taken = new Set();
      let duplicates = 0;
      let left = calls + WARMUP * REVIEWERS;
      let warm = WARMUP * REVIEWERS;
      await Promise.all(
        tokens.map(async (token) => {
          while (left > 0) {
            left--;
            const s = performance.now();
            const reply = await call(token, 'POST', '/v1/admin-broker/kyc/next');
            const ms = performance.now() - s;
            if (warm > 0) warm--;
            else nextTimes.push(ms);
            const id = reply.data.id;
            if (taken.has(id)) duplicates++;
            taken.add(id);
            await client.query(
              'update kyc_customers set status_nasabah = 4, state = $2, due_at = null, claimed_by = null, claimed_at = null where id = $1',
              [id, 'approved'],
            );
          }
        }),
      );
      return { ...stats(nextTimes), duplicates, files: taken.size };
    };
    const next = await nextRound(NEXT_CALLS);
    const duplicates = next.duplicates;
    console.log(
      `  'Berikutnya': p50 ${next.p50.toFixed(1)} ms, p95 ${next.p95.toFixed(1)} ms, p99 ${next.p99.toFixed(1)} ms`,
    );
    // A fresh session for the list (the reviewers' access tokens may have lapsed meanwhile).
    await client.query(`
      insert into staff_users (username, fullname, password_hash, role, platform_id, active)
      select 'pembaca', 'Pembaca Bench', password_hash, 1, platform_id, true from staff_users where username = 'broker'`);
    const reader = await signIn(base, 'pembaca');

    // The list sorted by due time: its first page and its tenth.
    /** @type {Record<string, { p50: number, p95: number, p99: number }>} */
    const lists = {};
    for (const [label, offset, sort] of /** @type {const} */ ([
      ['first page', 0, '&sort=due'],
      ['10th page', 90, '&sort=due'],
      ['newest first (the existing list)', 0, ''],
    ])) {
      const url = `/v1/admin-broker/kyc/customers/all?status=2${sort}&offset=${offset}&limit=10`;
      for (let i = 0; i < WARMUP; i++) await call(reader, 'GET', url);
      /** @type {number[]} */
      const times = [];
      for (let i = 0; i < LIST_RUNS; i++) {
        const s = performance.now();
        await call(reader, 'GET', url);
        times.push(performance.now() - s);
      }
      lists[label] = stats(times);
    }

    const rows = [
      [`'Berikutnya' (${NEXT_CALLS} calls, ${REVIEWERS} at once)`, next],
      ['list sorted by due, first page', lists['first page']],
      ['list sorted by due, 10th page', lists['10th page']],
      ['list newest first, first page (for comparison)', lists['newest first (the existing list)']],
    ].map(([label, s]) => {
      const v = /** @type {{ p50: number, p95: number, p99: number }} */ (s);
      return [String(label), v.p50.toFixed(1), v.p95.toFixed(1), v.p99.toFixed(1)];
    });
    console.log(`  broker reviewers of gofx, ${PARTICIPANTS.toLocaleString('en')} participants:`);
    table(['case', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
    console.log(`  files handed out twice: ${duplicates} (of ${next.files})`);
    console.log(`  'Berikutnya' plan reads a due index: ${nextPlan.usesDueIndex}`);
    for (const l of nextPlan.lines) console.log(`    ${l}`);
    console.log(`  sorted list plan reads a due index: ${listPlan.usesDueIndex}`);
    for (const l of listPlan.lines) console.log(`    ${l}`);
    const file = writeResults('workbench', {
      participants: PARTICIPANTS,
      reviewers: REVIEWERS,
      next_ms: next,
      list_newest_first_ms: lists['newest first (the existing list)'],
      list_first_page_ms: lists['first page'],
      list_tenth_page_ms: lists['10th page'],
      duplicates,
      next_uses_due_index: nextPlan.usesDueIndex,
      list_uses_due_index: listPlan.usesDueIndex,
    });
    console.log(`  target: p95 < ${TARGET_MS} ms · written to ${file}`);
    const worst = Math.max(next.p95, lists['first page']?.p95 ?? 0, lists['10th page']?.p95 ?? 0);
    return `workbench: 'Berikutnya' p95 ${next.p95.toFixed(1)} ms, sorted list p95 ≤ ${worst.toFixed(1)} ms, ${duplicates} duplicates, ${PARTICIPANTS} participants on PostgreSQL`;
  });
  return [summary ?? 'workbench: skipped (no PostgreSQL)'];
}
