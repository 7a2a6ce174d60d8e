// @ts-check
// Users export benchmark (issue: "export of 100,000 users: time and the server's peak RSS growth,
// target under 200 MB"). Runs on PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is used to create a scratch database, dropped after.
// The server's resident memory is read from /proc while the .xlsx streams to this process.
import { readFileSync } from 'node:fs';
import { ensureServerBuilt, sleep, table, withScratchServer, writeResults } from './lib.mjs';

const USERS = 100_000;
const TARGET_RSS_MB = 200;

/**
 * @param {number | undefined} pid
 * @returns {number}
 */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** @param {import('pg').Client} client */
async function seed(client) {
  // Half the accounts with a participant record on one of the two platforms, as in the directory.
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status, created_at)
    select md5('x' || g)::uuid, 'Pengguna Bench ' || g, 'ekspor' || g || '@kilau.test', 'ekspor' || g,
           '0859' || lpad(g::text, 8, '0'), 'x', 'active', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${USERS}) g`);
  await client.query(`
    insert into kyc_customers (user_id, platform_id, state, fullname, created_at)
    select md5('x' || g)::uuid,
           (select id from platforms where app_name = case when g % 4 = 0 then 'gofx' else 'jafets' end),
           'open', 'Pengguna Bench ' || g, now()
    from generate_series(1, ${USERS}) g where g % 2 = 0`);
  await client.query('analyze');
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const summary = await withScratchServer('users-export', {}, async ({ base, client, server }) => {
    await seed(client);
    const login = await fetch(`${base}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin', password: 'Kilau#Demo2026' }),
    });
    const { token } = /** @type {{ token: string }} */ (await login.json());
    /** @type {{ case: string, rows: number, seconds: number, megabytes: number, rss_before_mb: number, rss_growth_mb: number }[]} */
    const runs = [];
    for (const [label, query] of /** @type {const} */ ([
      ['every user', ''],
      ['one platform (gofx)', '?app_name=gofx'],
    ])) {
      await sleep(500);
      const before = rssMb(server.child.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.child.pid));
      }, 20);
      const t0 = performance.now();
      const res = await fetch(`${base}/v1/admin-broker/users/export${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
      if (!res.body) throw new Error('export: a 200 without a body');
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.byteLength;
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(server.child.pid));
      const rows = Number(res.headers.get('x-total-rows'));
      runs.push({
        case: label,
        rows,
        seconds,
        megabytes: bytes / 1_048_576,
        rss_before_mb: before,
        rss_growth_mb: peak - before,
      });
    }
    table(
      ['export', 'rows', 'seconds', 'file MB', 'server RSS before MB', 'peak RSS growth MB'],
      runs.map((r) => [
        r.case,
        r.rows.toLocaleString('en'),
        r.seconds.toFixed(2),
        r.megabytes.toFixed(1),
        r.rss_before_mb.toFixed(0),
        r.rss_growth_mb.toFixed(0),
      ]),
    );
    const file = writeResults('users-export', { users: USERS, runs });
    console.log(`  target: peak RSS growth < ${TARGET_RSS_MB} MB · written to ${file}`);
    const all = /** @type {(typeof runs)[number]} */ (runs[0]);
    return `users-export: ${all.rows.toLocaleString('en')} rows in ${all.seconds.toFixed(1)} s, server RSS +${all.rss_growth_mb.toFixed(0)} MB (target < ${TARGET_RSS_MB})`;
  });
  return [summary ?? 'users-export: skipped (no PostgreSQL)'];
}
