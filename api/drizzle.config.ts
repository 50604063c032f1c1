import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the API at
// start-up (src/db/database.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
