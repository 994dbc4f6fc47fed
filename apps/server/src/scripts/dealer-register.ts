/**
 * Writes the dealer register (CSV) for a range of days, India time:
 *
 *   node --import tsx apps/server/src/scripts/dealer-register.ts --from 2026-04-01 --to 2027-03-31 --out register.csv
 *
 * Both days are included; --from defaults to the start of the current financial year, --to to today, and
 * without --out the CSV goes to standard output. It opens the database the server uses (DATABASE_URL, or the
 * embedded PGlite under DATA_DIR, which only one process can open: stop the server first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvOrExit } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { exportDealerRegister, registerRange } from '../modules/handover/dealer-register.ts';

export { registerRange };

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  });
  const range = registerRange(values.from, values.to);
  const env = readEnvOrExit();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  try {
    await database.migrate();
    const csv = await exportDealerRegister(database.db, range);
    if (values.out) {
      fs.writeFileSync(values.out, csv);
      const lines = csv.trimEnd().split('\r\n').length - 1;
      console.error(`Wrote ${lines} purchase(s) to ${values.out}`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
