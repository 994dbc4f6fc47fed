import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares its own tables (docs/decisions/206); the platform's few live in db/.
  schema: ['./src/modules/*/tables.ts', './src/db/platform-tables.ts'],
  out: './drizzle',
});
