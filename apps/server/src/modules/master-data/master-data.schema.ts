/**
 * The region codes and the other master-data lists.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Kemendagri region codes (idn-area-data): level 1 province '32', 2 regency '32.04',
 * 3 district '32.04.11', 4 village '32.04.11.2001'. Loaded once; read by the address cascades
 * and by the NIK checker.
 */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode, t.name)],
);

/**
 * The other master-data lists (gender, religion, marriage, education by bank code; occupation,
 * industrial, position, fund, salary, monthly_transaction, purpose_fund, purpose_open_account by
 * platform). Seeded per bank/platform and editable in the database.
 */
export const masterData = pgTable(
  'master_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    scopeKind: text('scope_kind', { enum: ['bank', 'platform'] }).notNull(),
    scopeId: text('scope_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('master_data_scope_code_uq').on(t.type, t.scopeKind, t.scopeId, t.code)],
);
