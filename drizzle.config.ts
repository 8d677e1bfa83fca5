import { defineConfig } from 'drizzle-kit';

// Migrations for the GameObject Durable Object's SQLite storage, bundled into the
// Worker through drizzle/migrations.js and applied by EventStore on first use.
export default defineConfig({
  dialect: 'sqlite',
  driver: 'durable-sqlite',
  schema: './src/api/store/schema.ts',
  out: './drizzle',
});
