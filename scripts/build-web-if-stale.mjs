// Builds the web app when its build is missing or older than its sources: run by `npm start` (scripts/start.mjs)
// and by `npm run release` (scripts/release.ts), so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser's builds (one per language: DR 160) and the server's half of the pages (apps/web/dist-ssr); the
// oldest counts.
const builtFiles = [
  'apps/web/dist/index.html',
  'apps/web/dist-hi/index.html',
  'apps/web/dist-te/index.html',
  'apps/web/dist-ssr/entry-server.js',
].map((file) => path.join(root, file));

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  // The Hindi and Telugu font subsets are cut at build time (apps/web/build/script-fonts.ts, DR 215).
  'apps/web/build',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/shared/messages',
]
  .map((entry) => path.join(root, entry))
  .filter((entry) => fs.existsSync(entry))
  .map((entry) => (fs.statSync(entry).isDirectory() ? newestChange(entry) : fs.statSync(entry).mtimeMs));
const builtAt = Math.min(...builtFiles.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));

if (builtAt < Math.max(...sources)) {
  console.log(
    builtAt ? 'The web app changed since its last build; rebuilding...' : 'Building the web app...',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
