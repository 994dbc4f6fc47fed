import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { brands, models } from './tables.ts';

/** Reads of the catalog for other modules (issue 33). */

type Executor = Database | Transaction;

/** The brand of a model (its name and slug), or undefined for no such model. */
export async function brandOfModel(
  db: Executor,
  modelId: number,
): Promise<{ name: string; slug: string } | undefined> {
  const [row] = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, modelId));
  return row;
}
