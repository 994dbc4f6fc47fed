import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from the environment, parsed once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded PGlite database and the generated images live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL connection string; when set, it is used instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app (apps/web/dist). */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one error listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
