import fs from 'node:fs';
import path from 'node:path';

/** Whether a process with this id is running (a lock left by a killed process is stale). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database (PGlite) is one process's files: a second process opening them at the same time
 * (a second server, or a command-line script while the server runs) would corrupt them. The process that
 * opens them holds `<dataDir>/pglite.lock` holding its pid; a lock whose process is gone (killed) is taken
 * over. Answers the release function, which also runs when the process exits.
 */
export function lockDataDir(dataDir: string, owner: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  const mine = JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() });
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      let holder: { pid?: number; owner?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        // An unreadable lock (cut short by a crash) is stale.
      }
      if (holder.pid && holder.pid !== process.pid && running(holder.pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by ${holder.owner ?? 'another process'} (pid ${holder.pid}). ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
