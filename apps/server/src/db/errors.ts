import { DatabaseError } from 'pg';

/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505), optionally a given one. Drizzle wraps
 * the driver's error in its own, with the DatabaseError as the cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DatabaseError && current.code === '23505')
      return constraint === undefined || current.constraint === constraint;
  }
  return false;
}
