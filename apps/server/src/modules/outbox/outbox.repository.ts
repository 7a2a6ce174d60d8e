/** The development outbox: the messages the embedded mail and SMS defaults stored, newest first. */
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

export function latestOutboxMessages(db: DbOrTx, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
