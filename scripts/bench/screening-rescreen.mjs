// @ts-check
// Rescreen benchmark (rescreening 100,000 participants after an upload: total time,
// target under 5 minutes on this machine, and peak memory; decision 0111). Runs the built
// server on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a scratch database, dropped after): 100,000 active participants and a DTTOT version of 50,000
// entries (names and aliases) are seeded in SQL, then a run and its job are queued as the upload
// queues them, and the server's own job worker does the work. Prints the time from the job's
// queueing to the run's end, the participants flagged, and the server's peak resident memory.
import { readFileSync } from 'node:fs';
import { SAMPLE_CUSTOMER } from '../../packages/shared/src/sample-customer.ts';
import { ensureServerBuilt, sleep, table, withScratchServer, writeResults } from './lib.mjs';

const PARTICIPANTS = 100_000;
const ENTRIES = 50_000;
/** One list entry in LOOKALIKE_EVERY is named from the participants' pools. */
const LOOKALIKE_EVERY = 500;
const TARGET_S = 300;

// Name parts: participants and list entries drawn from overlapping pools, so that some
// participants resemble listed people (alerts) and most do not.
// The demo seed's given names first (men, then women), then more.
const FIRST = [
  ...SAMPLE_CUSTOMER.givenNames.male,
  ...SAMPLE_CUSTOMER.givenNames.female,
  'Slamet',
  'Sugeng',
  'Wahyu',
  'Teguh',
  'Bambang',
  'Hadi',
  'Imam',
  'Arif',
  'Dian',
  'Sri',
  'Yuni',
  'Tri',
];
const MIDDLE = [
  'Adi',
  'Putra',
  'Dwi',
  'Eka',
  'Nugraha',
  'Surya',
  'Wira',
  'Kurnia',
  'Setia',
  'Budi',
  'Cahya',
  'Indra',
  'Maulana',
  'Rahmat',
  'Hidayat',
  'Permana',
  'Sari',
  'Utami',
  'Purnama',
  'Kartika',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Nugroho',
  'Siregar',
  'Lubis',
  'Nasution',
  'Harahap',
  'Simanjuntak',
  'Sihombing',
  'Gunawan',
  'Setiawan',
  'Susanto',
  'Hartono',
  'Wibowo',
  'Prasetyo',
  'Kurniawan',
  'Purba',
  'Tanjung',
  'Sinaga',
  'Rangkuti',
  'Pohan',
  'Daulay',
  'Manurung',
  'Tambunan',
  'Situmorang',
  'Panjaitan',
];
const LISTED = [
  'Abdullah',
  'Abu',
  'Umar',
  'Hamzah',
  'Zulkarnaen',
  'Fathurrahman',
  'Mustofa',
  'Sulaiman',
  'Ibrahim',
  'Yahya',
  'Zainal',
  'Salim',
  'Harun',
  'Ismail',
  'Ridwan',
  'Hasan',
  'Husein',
  'Jafar',
  'Anshori',
  'Baasyir',
  'Qomar',
  'Syamsudin',
  'Thalib',
  'Nurdin',
  'Azhari',
];
/** @param {string[]} a */
const pgArray = (a) => `array[${a.map((s) => `'${s}'`).join(',')}]`;

/** @param {import('pg').Client} client */
async function seed(client) {
  await client.query(`
    insert into users (id, fullname, email, username, phonenumber, password_hash, status)
    select md5('u' || g)::uuid, 'Peserta ' || g, 'rescreen' || g || '@kilau.test', 'rescreen' || g,
           '0858' || lpad(g::text, 8, '0'), 'x', 'active'
    from generate_series(1, ${PARTICIPANTS}) g`);
  // Statuses 2, 7 and 4 (every participant is active), names of two or three parts.
  await client.query(`
    with p as (
      select g,
             (${pgArray(FIRST)})[1 + g % ${FIRST.length}] || case when g % 3 = 0 then ' ' || (${pgArray(MIDDLE)})[1 + (g / 7) % ${MIDDLE.length}] else '' end
               || ' ' || (${pgArray(LAST)})[1 + (g / 11) % ${LAST.length}] as name,
             make_date(1960 + g % 45, 1 + g % 12, 1 + g % 28)::text as dob
      from generate_series(1, ${PARTICIPANTS}) g)
    insert into kyc_customers (user_id, platform_id, bank_code, state, status_nasabah, fullname, personal, submitted_at)
    select md5('u' || g)::uuid,
           (select id from platforms where app_name = case when g % 2 = 0 then 'gofx' else 'jafets' end),
           '037',
           case when g % 10 < 6 then 'submitted' else 'approved' end,
           case when g % 10 < 5 then 2 when g % 10 < 6 then 7 else 4 end,
           name,
           jsonb_build_object('fullname', name, 'ktp_no', '3174' || lpad(g::text, 12, '0'),
             'place_of_birth', 'Jakarta', 'date_of_birth', dob, 'citizenship', 'wni'),
           now() - interval '1 day'
    from p`);
  const version = await client.query(`
    insert into watchlist_versions (source, version_no, file_name, file_format, sha256, entries, individuals, entities, added, removed, changed, diff)
    values ('dttot', 1, 'bench.xlsx', 'xlsx', repeat('0', 64), ${ENTRIES}, ${ENTRIES}, 0, ${ENTRIES}, 0, 0,
            '{"added":[],"removed":[],"changed":[]}'::jsonb)
    returning id`);
  const versionId = /** @type {{ id: string }} */ (version.rows[0]).id;
  // One in LOOKALIKE_EVERY entries named from the participants' pools (look-alikes), the rest from the list's;
  // every entry with one alias and a birth year.
  await client.query(
    `
    with e as (
      select g,
             case when g % ${LOOKALIKE_EVERY} = 0
               then (${pgArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${pgArray(LAST)})[1 + (g / 13) % ${LAST.length}]
               else (${pgArray(LISTED)})[1 + g % ${LISTED.length}] || ' ' || (${pgArray(LISTED)})[1 + (g / 7) % ${LISTED.length}]
                    || ' ' || (${pgArray(LAST)})[1 + (g / 17) % ${LAST.length}] || ' ' || g::text
             end as name,
             (${pgArray(LISTED)})[1 + (g / 3) % ${LISTED.length}] || ' ' || (${pgArray(LISTED)})[1 + (g / 5) % ${LISTED.length}] as alias
      from generate_series(1, ${ENTRIES}) g)
    insert into watchlist_entries (version_id, ref, kind, name, data, digest)
    select $1, 'BENCH-' || g, 'individual', name,
           jsonb_build_object('source', 'dttot', 'ref', 'BENCH-' || g, 'kind', 'individual', 'name', name,
             'aliases', jsonb_build_array(jsonb_build_object('name', alias, 'quality', 'unknown')),
             'birth_dates', jsonb_build_array(jsonb_build_object('year', 1960 + g % 45)),
             'birth_places', jsonb_build_array('Jakarta'), 'nationalities', jsonb_build_array('ID'),
             'documents', '[]'::jsonb, 'addresses', '[]'::jsonb, 'details', '{}'::jsonb),
           md5(name)
    from e`,
    [versionId],
  );
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
      const versionId = await seed(client);
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
      return {
        participants: state.total,
        entries: ENTRIES,
        seconds: Number(seconds.toFixed(1)),
        per_second: Math.round(state.total / seconds),
        flagged: state.flagged,
        matches: /** @type {{ n: number }} */ (matches.rows[0]).n,
        peak_rss_mb: peakRssMb(server.child.pid),
      };
    },
  );
  if (!result) return ['screening-rescreen: skipped (no PostgreSQL)'];
  table(
    ['participants', 'list entries', 'total (s)', 'per second', 'flagged', 'matches', 'server peak RSS (MB)'],
    [
      [
        result.participants.toLocaleString('en'),
        result.entries.toLocaleString('en'),
        String(result.seconds),
        String(result.per_second),
        String(result.flagged),
        String(result.matches),
        String(result.peak_rss_mb ?? 'n/a'),
      ],
    ],
  );
  writeResults('screening-rescreen', { ...result, target_seconds: TARGET_S });
  return [
    `screening-rescreen: ${result.participants.toLocaleString('en')} participants against ${result.entries.toLocaleString('en')} entries in ${result.seconds} s (target < ${TARGET_S} s), ${result.flagged} flagged, peak RSS ${result.peak_rss_mb ?? 'n/a'} MB`,
  ];
}
