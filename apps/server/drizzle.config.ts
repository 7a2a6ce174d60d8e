import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The index of every table: each module's `<module>.schema.ts` (decision 0171).
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
