// @ts-check
// Risk rating benchmark (docs/product/risk-rating.md; targets of the risk-based programme): on
// PostgreSQL (BENCH_DATABASE_URL, a scratch database dropped after), 100,000 submitted participants
// are seeded in SQL with the demo's option lists and regions (occupations, lines of business,
// sources of funds, incomes and expected transactions drawn across the lists; 2 % declared PEPs,
// 1 % sharing a NIK with another person, a tenth verified on a video call). Then, in this process
// through the rating module itself: every participant rated under the active model (target under
// 60 s), a dry run of a draft model over all of them (target under 30 s), and 1,000 single ratings
// one after another (p95 target under 20 ms). Figures are printed, never asserted.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { ensureServerBuilt, percentile, table, withScratchServer, writeResults } from './lib.mjs';

const PARTICIPANTS = Number(process.env.RISK_BENCH_PARTICIPANTS) || 100_000;
const SINGLES = 1_000;
const TARGETS = { rate_all_s: 60, dry_run_s: 30, single_p95_ms: 20 };

/** @param {import('pg').Client} client */
async function seed(client) {
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status)
    select md5('r' || g)::uuid, 'Peserta Risiko ' || g, 'risiko' || g || '@kilau.test', 'risiko' || g,
           '0857' || lpad(g::text, 8, '0'), 'x', 'active'
    from generate_series(1, ${PARTICIPANTS}) g`);
  // Every list's options of the gofx platform, and the provinces and regencies, drawn per participant.
  await client.query(`
    with opt as (
      select type, array_agg(id::text order by code) as ids from master_data
      where scope_kind = 'platform' and scope_id = (select id::text from platforms where app_name = 'gofx')
      group by type),
    o as (select
      (select ids from opt where type = 'occupation') occ, (select ids from opt where type = 'industrial') ind,
      (select ids from opt where type = 'fund') fund, (select ids from opt where type = 'salary') sal,
      (select ids from opt where type = 'monthly_transaction') tx,
      (select array_agg(code order by code) from regions where level = 2) regency)
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, personal,
      employment, financial, identity_address, bank_account, video_accepted_at, submitted_at)
    select md5('r' || g)::uuid, (select id from platforms where app_name = 'gofx'), '037', 'submitted', 2,
           'Peserta Risiko ' || g,
           jsonb_build_object('fullname', 'Peserta Risiko ' || g, 'citizenship', case when g % 200 = 0 then 'wna' else 'wni' end,
             'ktp_no', '3174' || lpad((case when g % 100 = 0 then g - 1 else g end)::text, 12, '0'),
             'is_pep', g % 50 = 0, 'pep_position', case when g % 50 = 0 then 'Ayah: Kepala Dinas' else '' end),
           jsonb_build_object('occupation_type', occ[1 + g % cardinality(occ)], 'industrial_type', ind[1 + (g / 3) % cardinality(ind)]),
           jsonb_build_object('fund_type', fund[1 + (g / 5) % cardinality(fund)], 'salary_type', sal[1 + (g / 7) % cardinality(sal)],
             'monthly_transaction_type', tx[1 + (g / 11) % cardinality(tx)]),
           jsonb_build_object('province_type', split_part(regency[1 + g % cardinality(regency)], '.', 1),
             'regency_type', regency[1 + g % cardinality(regency)]),
           jsonb_build_object('account_no', '7' || lpad(g::text, 11, '0')),
           case when g % 10 = 0 then now() else null end,
           now() - interval '1 day'
    from generate_series(1, ${PARTICIPANTS}) g, o`);
  await client.query('analyze');
}

/** @param {number} ms */
const seconds = (ms) => Number((ms / 1000).toFixed(1));

export async function run() {
  ensureServerBuilt();
  const result = await withScratchServer('risk', {}, async ({ client, dbName }) => {
    await seed(client);
    const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${dbName}`;
    /** @type {{ openDb: (url: string, dir: string) => Promise<{ db: any, close: () => Promise<void> }> }} */
    const { openDb } = await tsImport('../../apps/server/src/db/client.ts', import.meta.url);
    const risk = await tsImport('../../apps/server/src/modules/risk-rating/index.ts', import.meta.url);
    const { DEFAULT_RISK_MODEL } = await tsImport(
      '../../apps/server/src/modules/risk-rating/default-model.ts',
      import.meta.url,
    );
    const handle = await openDb(url.toString(), '');
    try {
      const db = handle.db;
      let t = performance.now();
      const rated = await risk.rateEveryone(db, 'model');
      const rateAllMs = performance.now() - t;
      const levels = await client.query(
        'select level, count(*)::int as n from risk_states group by level order by level',
      );

      // A draft that takes the cash-intensive trades' weight up: many Menengah become Tinggi.
      const draft = {
        ...DEFAULT_RISK_MODEL,
        version: 'bench-draft',
        factors: {
          ...DEFAULT_RISK_MODEL.factors,
          occupation: { ...DEFAULT_RISK_MODEL.factors.occupation, points: 6 },
        },
      };
      t = performance.now();
      const dry = await risk.dryRun(db, draft);
      const dryRunMs = performance.now() - t;

      const ids = (
        await client.query(`select id from kyc_customers order by random() limit ${SINGLES}`)
      ).rows.map((/** @type {{ id: string }} */ r) => r.id);
      const log = { error: () => {}, info: () => {} };
      /** @type {number[]} */
      const singles = [];
      for (const id of ids) {
        const s = performance.now();
        await risk.rateParticipant({ db, log }, id, 'manual');
        singles.push(performance.now() - s);
      }
      singles.sort((a, b) => a - b);
      return {
        participants: PARTICIPANTS,
        rated,
        levels: Object.fromEntries(levels.rows.map((r) => [r.level, r.n])),
        rate_all_s: seconds(rateAllMs),
        dry_run_s: seconds(dryRunMs),
        dry_run_changed: dry.changed,
        single_p50_ms: Number(percentile(singles, 50).toFixed(1)),
        single_p95_ms: Number(percentile(singles, 95).toFixed(1)),
        targets: TARGETS,
      };
    } finally {
      await handle.close();
    }
  });
  if (!result) return ['risk: skipped (no PostgreSQL)'];
  table(
    [
      'participants',
      'rate all (s)',
      'dry run (s)',
      'changed by draft',
      'single p50 (ms)',
      'single p95 (ms)',
      'levels',
    ],
    [
      [
        result.participants.toLocaleString('en'),
        `${result.rate_all_s} (< ${TARGETS.rate_all_s})`,
        `${result.dry_run_s} (< ${TARGETS.dry_run_s})`,
        result.dry_run_changed.toLocaleString('en'),
        String(result.single_p50_ms),
        `${result.single_p95_ms} (< ${TARGETS.single_p95_ms})`,
        Object.entries(result.levels)
          .map(([l, n]) => `${l} ${n}`)
          .join(', '),
      ],
    ],
  );
  writeResults('risk', result);
  return [
    `risk: ${result.participants.toLocaleString('en')} participants rated in ${result.rate_all_s} s, dry run ${result.dry_run_s} s, one rating p95 ${result.single_p95_ms} ms`,
  ];
}
