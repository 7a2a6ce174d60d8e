import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { regions } from '../db/schema';
import { freshDatabase } from '../test/database';
import { parseCsv, readRegionLevel, seedRegions } from './seed-regions';

describe('parseCsv', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsv('code,name\n1,"Lubuk Pakam I,II"\n2,"Ra""as"\n3,Plain\n')).toEqual([
      ['code', 'name'],
      ['1', 'Lubuk Pakam I,II'],
      ['2', 'Ra"as'],
      ['3', 'Plain'],
    ]);
  });

  it('takes CRLF line ends, a missing last line end and skips blank lines', () => {
    expect(parseCsv('a,b\r\n\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('seedRegions', () => {
  let h: DbHandle;
  const levelCounts = async () => {
    const rows = await h.db
      .select({ level: regions.level, n: count() })
      .from(regions)
      .groupBy(regions.level)
      .orderBy(regions.level);
    return rows.map((r) => [r.level, Number(r.n)]);
  };
  const all = [
    [1, 38],
    [2, 514],
    [3, 7285],
    [4, 83762],
  ];

  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it('reads every level of idn-area-data with its parent', () => {
    const regencies = readRegionLevel(2);
    expect(regencies).toHaveLength(514);
    expect(regencies.find((r) => r.code === '32.04')).toEqual({
      code: '32.04',
      level: 2,
      parentCode: '32',
      name: 'Kabupaten Bandung',
    });
    expect(readRegionLevel(1).every((p) => p.parentCode === null)).toBe(true);
  });

  it('has loaded all regions into the test template, names unquoted', async () => {
    expect(await levelCounts()).toEqual(all);
    const [raas] = await h.db.select().from(regions).where(eq(regions.code, '35.29.22'));
    expect(raas).toEqual({ code: '35.29.22', level: 3, parentCode: '35.29', name: 'Ra"as' });
    const [lubuk] = await h.db.select().from(regions).where(eq(regions.code, '12.07.28.1007'));
    expect(lubuk?.name).toBe('Lubuk Pakam I,II');
  });

  it('does nothing when the villages are all there', async () => {
    expect(await seedRegions(h.db)).toEqual({ inserted: false });
  });

  it('completes a partial load and keeps what is there', async () => {
    await h.db.delete(regions).where(like(regions.code, '32.04.%'));
    await h.db.update(regions).set({ name: 'Renamed' }).where(eq(regions.code, '32'));
    expect(await seedRegions(h.db)).toEqual({ inserted: true });
    expect(await levelCounts()).toEqual(all);
    const [jabar] = await h.db.select({ name: regions.name }).from(regions).where(eq(regions.code, '32'));
    expect(jabar?.name).toBe('Renamed');
  });

  it('loads an empty table', async () => {
    await h.db.execute(sql`truncate ${regions}`);
    expect(await seedRegions(h.db)).toEqual({ inserted: true });
    expect(await levelCounts()).toEqual(all);
  });
});
