import type { Database } from './client.ts';

/** A transaction of the database, as Drizzle hands it to `db.transaction()`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
