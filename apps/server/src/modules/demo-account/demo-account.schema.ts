/**
 * The demo trading accounts' numbers.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { pgSequence } from 'drizzle-orm/pg-core';

/** Demo trading account numbers (hin_demo), handed out in order. */
export const hinDemoSeq = pgSequence('hin_demo_seq', { startWith: 100001 });
