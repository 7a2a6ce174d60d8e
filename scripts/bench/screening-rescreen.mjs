// @ts-check
// Rescreen benchmark (rescreening 100,000 participants after an upload: total time,
// target under 5 minutes on this machine, peak memory, and the share of participants flagged,
// target under 1 %; decisions 0111, 0190). Runs the built server on PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres; a scratch database, dropped after): the
// same 100,000 participants and 50,000 list entries as the in-process rescreen of `screening`
// (drawn from Indonesian name frequencies with a gender, a birth date and a nationality:
// indonesian-names.mjs), seeded in SQL, then a run and its job are queued as the upload queues
// them, and the server's own job worker does the work. Prints the time from the job's queueing to
// the run's end, the participants flagged (and of the planted listed people, how many), and the
// server's peak resident memory.
import { readFileSync } from 'node:fs';
import { rng } from './indonesian-names.mjs';
import { ensureServerBuilt, sleep, table, withScratchServer, writeResults } from './lib.mjs';
import { LIST_SEED, listEntries, participant, RESCREEN_PLANTED_SHARE, RESCREEN_SEED } from './screening.mjs';

const PARTICIPANTS = 100_000;
const ENTRIES = 50_000;
const TARGET_S = 300;
const TARGET_FLAGGED_SHARE = 0.01;

/** The record's gender as the onboarding stores it (master data 'L' or 'P'). @param {'M' | 'F'} g */
const genderOf = (g) => (g === 'M' ? 'L' : 'P');

/**
 * The list and the participants, as the in-process rescreen draws them.
 * @returns {{ entries: ReturnType<typeof listEntries>, people: ReturnType<typeof participant>[] }}
 */
function population() {
  const entries = listEntries(ENTRIES, rng(LIST_SEED));
  const r = rng(RESCREEN_SEED);
  const people = Array.from({ length: PARTICIPANTS }, () => participant(entries, r, RESCREEN_PLANTED_SHARE));
  return { entries, people };
}

/**
 * @param {import('pg').Client} client
 * @param {ReturnType<typeof population>} pop
 */
async function seed(client, { entries, people }) {
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status)
    select md5('u' || g)::uuid, 'Peserta ' || g, 'rescreen' || g || '@kilau.test', 'rescreen' || g,
           '0858' || lpad(g::text, 8, '0'), 'x', 'active'
    from generate_series(1, ${PARTICIPANTS}) g`);
  // Statuses 2, 7 and 4 (every participant is active); a WNA's nationality is unknown to screening.
  await client.query(
    `
    with p as (
      select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
        with ordinality as t(name, dob, gender, citizenship, g))
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, personal, submitted_at)
    select md5('u' || g)::uuid,
           (select id from platforms where app_name = case when g % 2 = 0 then 'gofx' else 'jafets' end),
           '037',
           case when g % 10 < 6 then 'submitted' else 'approved' end,
           case when g % 10 < 5 then 2 when g % 10 < 6 then 7 else 4 end,
           name,
           jsonb_build_object('fullname', name, 'ktp_no', '3174' || lpad(g::text, 12, '0'), 'place_of_birth', 'Jakarta',
             'date_of_birth', dob, 'gender_type', gender, 'citizenship', citizenship),
           now() - interval '1 day'
    from p`,
    [
      people.map((p) => p.subject.name),
      people.map((p) => p.subject.birth_date),
      people.map((p) => genderOf(p.gender)),
      people.map((p) => (p.subject.nationality ? 'wni' : 'wna')),
    ],
  );
  const version = await client.query(`
    insert into watchlist_versions (source, version_no, file_name, file_format, sha256, entries, individuals, entities, added, removed, changed, diff)
    values ('dttot', 1, 'bench.xlsx', 'xlsx', repeat('0', 64), ${ENTRIES}, ${ENTRIES}, 0, ${ENTRIES}, 0, 0,
            '{"added":[],"removed":[],"changed":[]}'::jsonb)
    returning id`);
  const versionId = /** @type {{ id: string }} */ (version.rows[0]).id;
  for (let from = 0; from < entries.length; from += 10_000) {
    await client.query(
      `insert into watchlist_entries (version_id, ref, kind, name, data, digest)
       select $1, e->>'ref', 'individual', e->>'name', e, md5(e::text)
       from jsonb_array_elements($2::jsonb) e`,
      [versionId, JSON.stringify(entries.slice(from, from + 10_000))],
    );
  }
  await client.query('analyze');
  return versionId;
}

/** The server's peak resident memory (Linux), in MB. @param {number | undefined} pid */
function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const result = await withScratchServer(
    'screening-rescreen',
    { seedDemo: false },
    async ({ client, server, dbName }) => {
      const t0 = performance.now();
      const pop = population();
      const versionId = await seed(client, pop);
      console.log(
        `  PostgreSQL ${dbName}: ${PARTICIPANTS.toLocaleString('en')} participants and ${ENTRIES.toLocaleString('en')} list entries seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      // As the upload does: the run row and its job (the server's worker polls the queue).
      const runRow = await client.query(
        `insert into screening_runs (trigger, source, version_id) values ('list_upload', 'dttot', $1) returning id`,
        [versionId],
      );
      const runId = /** @type {{ id: string }} */ (runRow.rows[0]).id;
      const started = performance.now();
      await client.query(`insert into jobs (type, payload) values ('screening.rescreen', $1)`, [
        JSON.stringify({ run_id: runId }),
      ]);
      /** @type {{ status: string, total: number, screened: number, flagged: number, error: string | null }} */
      let state = { status: 'queued', total: 0, screened: 0, flagged: 0, error: null };
      let lastPrint = 0;
      while (state.status !== 'done' && state.status !== 'failed') {
        await sleep(500);
        const r = await client.query(
          'select status, total, screened, flagged, error from screening_runs where id = $1',
          [runId],
        );
        state = /** @type {typeof state} */ (r.rows[0]);
        const elapsed = (performance.now() - started) / 1000;
        if (elapsed - lastPrint >= 15) {
          lastPrint = elapsed;
          console.log(
            `  ${elapsed.toFixed(0)} s: ${state.status} ${state.screened}/${state.total}, flagged ${state.flagged}`,
          );
        }
        if (elapsed > TARGET_S * 4) throw new Error(`the run did not finish in ${TARGET_S * 4} s`);
      }
      if (state.status === 'failed') throw new Error(`the run failed: ${state.error}`);
      const seconds = (performance.now() - started) / 1000;
      const matches = await client.query('select count(*)::int as n from screening_matches');
      const planted = pop.people.flatMap((p, i) => (p.planted ? [i + 1] : []));
      const found = await client.query(
        `select count(distinct m.customer_id)::int as n from screening_matches m
         join kyc_customers c on c.id = m.customer_id
         where c.user_id in (select md5('u' || g)::uuid from unnest($1::int[]) g)`,
        [planted],
      );
      return {
        participants: state.total,
        entries: ENTRIES,
        seconds: Number(seconds.toFixed(1)),
        per_second: Math.round(state.total / seconds),
        flagged: state.flagged,
        flagged_share: state.flagged / state.total,
        planted: planted.length,
        planted_found: /** @type {{ n: number }} */ (found.rows[0]).n,
        matches: /** @type {{ n: number }} */ (matches.rows[0]).n,
        peak_rss_mb: peakRssMb(server.child.pid),
      };
    },
  );
  if (!result) return ['screening-rescreen: skipped (no PostgreSQL)'];
  const share = `${(result.flagged_share * 100).toFixed(2)} % ${result.flagged_share < TARGET_FLAGGED_SHARE ? 'OK' : 'OVER'}`;
  table(
    [
      'participants',
      'list entries',
      'total (s)',
      'per second',
      'flagged',
      `share (target < ${TARGET_FLAGGED_SHARE * 100} %)`,
      'planted found',
      'matches',
      'server peak RSS (MB)',
    ],
    [
      [
        result.participants.toLocaleString('en'),
        result.entries.toLocaleString('en'),
        String(result.seconds),
        String(result.per_second),
        String(result.flagged),
        share,
        `${result.planted_found}/${result.planted}`,
        String(result.matches),
        String(result.peak_rss_mb ?? 'n/a'),
      ],
    ],
  );
  writeResults('screening-rescreen', {
    ...result,
    target_seconds: TARGET_S,
    target_flagged_share: TARGET_FLAGGED_SHARE,
  });
  return [
    `screening-rescreen: ${result.participants.toLocaleString('en')} participants against ${result.entries.toLocaleString('en')} entries in ${result.seconds} s (target < ${TARGET_S} s), ${result.flagged} flagged (${share}, target < ${TARGET_FLAGGED_SHARE * 100} %), planted listed people found ${result.planted_found}/${result.planted}, peak RSS ${result.peak_rss_mb ?? 'n/a'} MB`,
  ];
}
