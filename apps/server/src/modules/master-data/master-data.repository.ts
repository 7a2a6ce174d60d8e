/** SQL of the master-data lists, the region cascade and the NIK's region lookup. */

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../db/client';
import { banks, masterData, platforms, regions } from '../../db/schema';

export async function bankExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: banks.code }).from(banks).where(eq(banks.code, code)).limit(1);
  return row !== undefined;
}

export async function platformExists(db: DbOrTx, id: string): Promise<boolean> {
  // Not a uuid: no such platform, and PostgreSQL must not be asked to cast it.
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, id)).limit(1);
  return row !== undefined;
}

export interface OptionRow {
  id: string;
  code: string;
  label: string;
}

/** The active options of one list for one bank or platform, in display order. */
export function listOptions(
  db: DbOrTx,
  type: string,
  scopeKind: 'bank' | 'platform',
  scopeId: string,
): Promise<OptionRow[]> {
  return db
    .select({ id: masterData.id, code: masterData.code, label: masterData.label })
    .from(masterData)
    .where(
      and(
        eq(masterData.type, type),
        eq(masterData.scopeKind, scopeKind),
        eq(masterData.scopeId, scopeId),
        eq(masterData.active, true),
      ),
    )
    .orderBy(asc(masterData.sortOrder), asc(masterData.label));
}

export interface RegionRow {
  code: string;
  name: string;
}

/** Regions of one level, under a parent (none for provinces), by name. */
export function listRegions(
  db: DbOrTx,
  level: 1 | 2 | 3 | 4,
  parentCode: string | null,
): Promise<RegionRow[]> {
  return db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(
      // Provinces have no parent: `parent_code IS NULL` walks the (parent_code, name) index where a
      // filter on the level alone would read all 91,000 rows.
      and(
        parentCode === null ? isNull(regions.parentCode) : eq(regions.parentCode, parentCode),
        eq(regions.level, level),
      ),
    )
    .orderBy(asc(regions.name), asc(regions.code));
}

/** The named regions that exist, with their names. */
export async function findRegions(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The code of a gender option given by its `_id` (what the KYC forms send), if there is one. */
export async function genderCodeOfOption(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ code: masterData.code })
    .from(masterData)
    .where(and(eq(masterData.id, id), eq(masterData.type, 'gender')))
    .limit(1);
  return row?.code;
}
