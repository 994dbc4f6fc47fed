import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
/**
 * The server's data folder for this run, relative to the repository root: its log (server.log) and the
 * SMS it sent (sms.jsonl, from the recording SMS driver) are there.
 */
export const dataDir = `e2e/.data-${PORT}`;
/**
 * A second server, on the next port, serves the same pages with React's development build in the browser
 * (apps/web/dist-dev: `npm run build:dev -w apps/web`), which reports every hydration mismatch, attributes
 * included; the production build reports only some. The hydration test runs against it.
 */
export const HYDRATION_CHECK_PORT = PORT + 1;
const hydrationDataDir = `e2e/.data-${HYDRATION_CHECK_PORT}`;

/** How long a server may take to start (E2E_SERVER_START_MS; a loaded shared machine needs more). */
const SERVER_START_MS = Number(process.env.E2E_SERVER_START_MS ?? 300_000);

/**
 * The specs run again on a 360 px phone: what they check changes with the width (the layout, the menus, the
 * dialogs, the banner's art, the questionnaire's scrolling) or is used on a phone first (the seller's orders
 * and privacy page, the partner's portal, the words read at 360 px). The rest check what is the same at every
 * width (the server's HTML and hydration, languages, fonts, texts sent, the order's life across seller, shop
 * and staff, the console at a desk) and run once, at 1280 px: twice took the suite past CI's time limit.
 */
const PHONE_SPECS = [
  'accessibility',
  'accounts',
  'catalog-pages',
  'console',
  'content-pages',
  'defect-pictures',
  'doorstep-exceptions',
  'every-word-translated',
  'images',
  'layout',
  'login-dialog',
  'native-words',
  'orders',
  'partner-portal',
  'pincode-field',
  'privacy-page',
  'questionnaire-history',
  'quote-flow',
  'self-check-proof',
  'seller-pages',
  'small-screens',
].map((name) => `${name}.spec.ts`);
// A renamed spec would silently leave the phone project: say so instead.
for (const spec of PHONE_SPECS) {
  if (!fs.existsSync(path.join(import.meta.dirname, 'tests', spec)))
    throw new Error(`PHONE_SPECS: no ${spec}`);
}

/** Browser tests against the built server, with a fresh embedded database, in Debian's Chromium. */

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two browsers at a time on every machine (Playwright's default is half the cores: one here, which took the
  // suite from about 40 to 95 minutes), and one retry, reported as flaky, wherever `npm test` runs: .ci/run
  // does not set CI, and a browser test on a shared, loaded machine can miss a timeout once.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // Signs the console's first admin in once (its TOTP code may be used only once), for the tests that make
    // their own staff (tests/support/staff.ts).
    { name: 'console-setup', testMatch: /console\.setup\.ts/ },
    {
      name: 'desktop',
      dependencies: ['console-setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['console-setup'],
      testMatch: PHONE_SPECS,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } },
    },
  ],
  webServer: [
    {
      // The log goes to a file. The console's first admin is made as the README says (npm run staff:create-admin), its password and TOTP
      // secret kept for the tests. `exec` makes the server the process Playwright stops, so no server outlives
      // the run.
      command: [
        `rm -rf ${dataDir} && mkdir -p ${dataDir}`,
        `node --import tsx apps/server/src/scripts/create-admin.ts --email first.admin@phonix.test --name 'First Admin' --json > ${dataDir}/first-admin.json`,
        // Partners serving the tests' pickup pincode, approved from partner-form requests (tests/support/partners.ts).
        `node --import tsx apps/server/test/support/e2e-partners.ts > ${dataDir}/partners.json`,
        `exec node --import tsx apps/server/src/main.ts > ${dataDir}/server.log 2>&1`,
      ].join(' && '),
      cwd: root,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // Tests act as many different visitors by sending X-Forwarded-For, as the one load balancer in front of
        // a deployment would (TRUST_PROXY=1: the entry next to the socket names the client); without it the
        // per-address OTP caps and rate limits would count the whole suite as one visitor.
        TRUST_PROXY: '1',
        // The handover checks IMEIs against the committed sample list (a restricted one must stop the purchase).
        IMEI_CHECKER: 'list',
        // Tests read one-time codes and order updates from the SMS the server recorded (tests/support/sms.ts).
        SMS_DRIVER: 'record',
        SMS_RECORD_FILE: `${dataDir}/sms.jsonl`,
        // Payout webhooks are on, so a test can play the provider's reversal of a payout (signed as the
        // provider signs: tests/whatsapp-optin-and-payout-state.spec.ts).
        PAYOUT_WEBHOOK_SECRET: 'e2e-payout-webhook-secret-0123456789',
      },
      // Readiness: the catalog's drawings and the job queue start after the server listens (DR 212); the
      // tests begin once they are done, as a load balancer would send traffic.
      url: `http://127.0.0.1:${PORT}/api/health/ready`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
    },
    {
      command: [
        `rm -rf ${hydrationDataDir} && mkdir -p ${hydrationDataDir}`,
        `exec node --import tsx apps/server/src/main.ts > ${hydrationDataDir}/server.log 2>&1`,
      ].join(' && '),
      cwd: root,
      env: {
        PORT: String(HYDRATION_CHECK_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: hydrationDataDir,
        WEB_DIST_DIR: 'apps/web/dist-dev',
        TRUST_PROXY: '1',
        SMS_DRIVER: 'record',
        SMS_RECORD_FILE: `${hydrationDataDir}/sms.jsonl`,
      },
      url: `http://127.0.0.1:${HYDRATION_CHECK_PORT}/api/health/ready`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
    },
  ],
});
