/**
 * The name search keys of records written before the key existed (decision 0134): every writer of a
 * record's name writes its key too, so only an older database has records without one. At start-up
 * a job fills them in slices, on the job queue so that several instances share the work; a record
 * renamed meanwhile keeps the key its writer gave it.
 */
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client';
import { kycCustomers } from '../../db/schema';
import { registerBackfill } from '../../plugins/backfill-job';
import { nameSearchKey } from '../screening';

export const NAME_SEARCH_KEYS_JOB = 'search.name-keys';
const SLICE = 1_000;

/**
 * Fills one slice; answers how many records it read (fewer than a slice: none are left). A record
 * renamed between the read and the write keeps the key its writer gave it.
 */
export async function fillNameSearchKeys(db: DbOrTx, slice = SLICE): Promise<number> {
  const rows = await db
    .select({ id: kycCustomers.id, fullname: kycCustomers.fullname })
    .from(kycCustomers)
    .where(and(isNull(kycCustomers.nameSearchKey), isNotNull(kycCustomers.fullname)))
    .limit(slice);
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.fullname}::text, ${nameSearchKey(r.fullname)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${kycCustomers} set name_search_key = v.key
    from (values ${values}) as v(id, fullname, key)
    where ${kycCustomers.id} = v.id and ${kycCustomers.fullname} = v.fullname
      and ${kycCustomers.nameSearchKey} is null`);
  return rows.length;
}

export default fp(
  async function nameSearchKeysJob(app: FastifyInstance) {
    registerBackfill(
      app,
      NAME_SEARCH_KEYS_JOB,
      () => fillNameSearchKeys(app.db),
      SLICE,
      'name search keys: older records done',
    );
  },
  { name: 'name-search-keys-job' },
);
