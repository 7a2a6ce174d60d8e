/**
 * The trading platforms, the partner banks and the referral codes a customer chooses from.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { boolean, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const platforms = pgTable('platforms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  appName: text('app_name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** When true, /choose-bank asks whether the customer already has a savings account there. */
  requiresExistingAccount: boolean('requires_existing_account').notNull().default(false),
  appLinks: jsonb('app_links').$type<{ store: string; url: string }[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  promoterName: text('promoter_name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});
