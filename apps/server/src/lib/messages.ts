/**
 * Every message as one namespace, for the server (SMS texts, receipts, banners, pages): the same functions as
 * `@phonix/shared/messages` (which the web app and the tests use), loaded from one bundled module instead of Paraglide's 2,000-odd message modules
 * one by one. Under tsx each module is a round trip to its loader thread: importing them one by one took
 * 4.4 s on a loaded 2-core machine against 0.4 s for the bundle, most of a restart (docs/decisions/212).
 *
 * The bundle (packages/shared/src/i18n/server-messages.generated.js, ignored by git) is made with esbuild from Paraglide's
 * output when it is missing or older than any compiled message, so a new compile (`npm run i18n:compile`, a
 * web build) is followed on the next start; it imports Paraglide's runtime, so the locale a request sets is
 * the one it reads. Where it cannot be made (no esbuild, a read-only tree) the messages load one by one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Messages = typeof import('@phonix/shared/messages/_index');

/** Paraglide's output in packages/shared (src/i18n/paraglide), and the bundle beside it. */
const INDEX_URL = import.meta.resolve('@phonix/shared/messages/_index');
const messagesDir = path.dirname(fileURLToPath(INDEX_URL));
const paraglideDir = path.dirname(messagesDir);
export const SERVER_MESSAGES_BUNDLE = path.join(path.dirname(paraglideDir), 'server-messages.generated.js');

/** The newest compiled message (or the runtime), by modification time. */
function newestCompiled(): number {
  let newest = fs.statSync(path.join(paraglideDir, 'runtime.js')).mtimeMs;
  for (const name of fs.readdirSync(messagesDir)) {
    newest = Math.max(newest, fs.statSync(path.join(messagesDir, name)).mtimeMs);
  }
  return newest;
}

function bundleIsFresh(): boolean {
  try {
    return fs.statSync(SERVER_MESSAGES_BUNDLE).mtimeMs >= newestCompiled();
  } catch {
    return false;
  }
}

/** Bundles Paraglide's messages into SERVER_MESSAGES_BUNDLE (written whole, then renamed into place). */
export async function writeServerMessagesBundle(): Promise<void> {
  const { build } = await import('esbuild');
  const temporary = `${SERVER_MESSAGES_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(messagesDir, '_index.js')],
    outfile: temporary,
    bundle: true,
    format: 'esm',
    platform: 'node',
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'error',
    plugins: [
      {
        // One runtime for every message, the one the rest of the server imports.
        name: 'paraglide-runtime',
        setup(builder) {
          builder.onResolve({ filter: /(^|\/)runtime\.js$/ }, () => ({
            path: './paraglide/runtime.js',
            external: true,
          }));
        },
      },
    ],
  });
  fs.renameSync(temporary, SERVER_MESSAGES_BUNDLE);
}

async function load(): Promise<Messages> {
  try {
    if (!bundleIsFresh()) await writeServerMessagesBundle();
    return (await import(pathToFileURL(SERVER_MESSAGES_BUNDLE).href)) as Messages;
  } catch {
    return (await import(INDEX_URL)) as Messages;
  }
}

/** Every message: `m.sms_order_booked({ ... }, { locale })`. */
export const m: Messages = await load();
