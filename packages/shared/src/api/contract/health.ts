import { z } from 'zod';
import type { HEALTH_ENDPOINTS } from '../endpoints/health.ts';
import type { ContractOf } from './common.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  catalog: z.object({
    brands: z.number(),
    models: z.number(),
    variants: z.number(),
    cities: z.number(),
  }),
});

export const livenessResponseSchema = z.object({ status: z.literal('alive') });

export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied, all of those the server knows. */
  migrations: z.number(),
});

/** What the endpoints of apps/server/src/modules/health take and answer (routes: ../endpoints/health.ts). */
export const HEALTH_CONTRACT = {
  health: {
    tags: ['operations'],
    summary:
      'The database runs a query and the catalog is loaded (kept for scripts; see liveness and readiness)',
    description: 'Answers 503 when the database cannot run a query.',
    response: healthResponseSchema,
    errors: [503],
  },
  liveness: {
    tags: ['operations'],
    summary: 'Liveness: the process answers (no database call); also while it is stopping',
    response: livenessResponseSchema,
    errors: [],
  },
  readiness: {
    tags: ['operations'],
    summary:
      'Readiness: the database runs a query, every migration is applied, the start-up work run after listening has finished, and the server is not stopping',
    description:
      'Answers 503 SERVICE_UNAVAILABLE (still starting: the job queue, the catalog images), DATABASE_UNAVAILABLE, MIGRATIONS_PENDING or SHUTTING_DOWN (from SIGTERM on) otherwise.',
    response: readinessResponseSchema,
    errors: [503],
  },
} as const satisfies ContractOf<typeof HEALTH_ENDPOINTS>;
