import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` (drizzle-kit generate); migrations are applied by the app at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
