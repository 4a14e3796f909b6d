import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './api/src/platform/db/schema.ts',
  out: './api/migrations',
});
