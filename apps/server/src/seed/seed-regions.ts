/**
 * Loads the Kemendagri regions (package idn-area-data: 38 provinces, 514 regencies, 7,285
 * districts, 83,762 villages) into `regions`. Runs at every start, so a database that already has
 * them costs one count query; a partial load (an interrupted first start) is completed, because
 * villages go in last and nothing already there is touched.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../db/client';
import { regions } from '../db/schema';

const LEVELS = [
  { level: 1, file: 'provinces.csv' },
  { level: 2, file: 'regencies.csv' },
  { level: 3, file: 'districts.csv' },
  { level: 4, file: 'villages.csv' },
] as const;

/** Rows per INSERT: one JSON parameter each, so the size is bounded by memory, not parameters. */
const BATCH_ROWS = 2_000;

export interface RegionRow {
  code: string;
  level: number;
  parentCode: string | null;
  name: string;
}

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
}

/**
 * The rows of a piece of a region file (papaparse): names that hold a comma are quoted ("Lubuk
 * Pakam I,II") and quotes doubled ("Ra""as"); empty lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data;
}

/**
 * One level's rows from its CSV (header `code,name` or `code,<parent>_code,name`), `size` rows at a
 * time: the 83,762 villages are never all parsed at once, which kept the first start's heap (and
 * so the instance's idle memory) some tens of MB larger.
 */
export function* regionBatches(level: 1 | 2 | 3 | 4, size: number): Generator<RegionRow[]> {
  const spec = LEVELS[level - 1];
  if (!spec) throw new Error(`no region level ${level}`);
  const text = readFileSync(path.join(dataDir(), spec.file), 'utf8');
  const headerEnd = text.indexOf('\n');
  const [header] = parseCsv(headerEnd < 0 ? text : text.slice(0, headerEnd));
  if (!header) throw new Error(`${spec.file} is empty`);
  const codeAt = header.indexOf('code');
  const nameAt = header.indexOf('name');
  const parentAt = level === 1 ? -1 : header.findIndex((h) => h !== 'code' && h.endsWith('_code'));
  if (codeAt < 0 || nameAt < 0 || (level > 1 && parentAt < 0)) {
    throw new Error(`${spec.file}: unexpected header ${header.join(',')}`);
  }
  let start = headerEnd < 0 ? text.length : headerEnd + 1;
  while (start < text.length) {
    // `size` lines on, at a line end outside quotes (a quoted field may hold a line break).
    let end = start;
    let quotes = 0;
    for (let lines = 0; end < text.length && (lines < size || quotes % 2 === 1); ) {
      const next = text.indexOf('\n', end);
      const stop = next < 0 ? text.length : next + 1;
      for (let i = text.indexOf('"', end); i !== -1 && i < stop; i = text.indexOf('"', i + 1)) quotes++;
      end = stop;
      lines++;
    }
    const rows = parseCsv(text.slice(start, end)).map((r) => ({
      code: r[codeAt] ?? '',
      level,
      parentCode: parentAt < 0 ? null : (r[parentAt] ?? null),
      name: (r[nameAt] ?? '').trim(),
    }));
    if (rows.length > 0) yield rows;
    start = end;
  }
}

/** One level's rows from its CSV, all of them. */
export function readRegionLevel(level: 1 | 2 | 3 | 4): RegionRow[] {
  return [...regionBatches(level, BATCH_ROWS)].flat();
}

/** Villages in the data file: counted from its lines, without parsing it. */
function villageRowsInFile(): number {
  // Read in small pieces: every start asks, and the 2.8 MB file need not become a string for it.
  const fd = openSync(path.join(dataDir(), 'villages.csv'), 'r');
  const piece = Buffer.alloc(64 * 1024);
  let lines = 0;
  let last = 0x0a;
  try {
    for (let n = readSync(fd, piece); n > 0; n = readSync(fd, piece)) {
      for (let i = piece.indexOf(0x0a); i !== -1 && i < n; i = piece.indexOf(0x0a, i + 1)) lines++;
      last = piece[n - 1] ?? last;
    }
  } finally {
    closeSync(fd);
  }
  if (last !== 0x0a) lines++;
  return lines - 1; // the header
}

export async function seedRegions(db: Db): Promise<{ inserted: boolean }> {
  const [have] = await db.select({ n: count() }).from(regions).where(eq(regions.level, 4));
  if ((have?.n ?? 0) >= villageRowsInFile()) return { inserted: false };

  for (const { level } of LEVELS) {
    for (const rows of regionBatches(level, BATCH_ROWS)) {
      const batch = rows.map((r) => [r.code, r.level, r.parentCode, r.name]);
      // One JSON parameter per statement: PostgreSQL caps a statement at 65,535 parameters, and a
      // single parameter parses much faster than thousands (PGlite especially).
      await db.execute(sql`
        insert into ${regions} (code, level, parent_code, name)
        select r->>0, (r->>1)::smallint, r->>2, r->>3
        from json_array_elements(${JSON.stringify(batch)}::json) as r
        on conflict (code) do nothing`);
    }
  }
  return { inserted: true };
}
