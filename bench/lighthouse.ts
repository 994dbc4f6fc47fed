// npm run bench:lighthouse: Lighthouse (default mobile settings) on the home page, a model page, the brand
// list and a blog article of the built site, served by the real server with a fresh temporary DATA_DIR, in Debian's Chromium. Prints the
// four category scores and whether the targets are met; writes nothing to the repo. Exit code 1 on a miss.
//
// BENCH_PAGES=/,/faq overrides the pages; CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_REPORT_DIR=dir
// also writes each full report there as JSON. LIGHTHOUSE_BASELINE=dir (a copy of an earlier build, dir/dist and
// dir/dist-ssr, inside the repository so its server entry finds node_modules: e.g. apps/web/baseline) serves that build beside this one and runs the two in alternating rounds, so a change is
// judged against its baseline on the same (shared, noisy) machine; the targets apply to this build only.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3450);
const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/sell-mobile/apple/apple-iphone-15-pro-max,/sell-mobile,/how-to-sell-old-phone-online'
).split(',');
/** Issue 20's targets, on the median run of each page. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const METRIC_TARGETS = [
  { id: 'largest-contentful-paint', label: 'LCP', below: 2_000, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', below: 0.02, unit: '' },
  { id: 'total-blocking-time', label: 'TBT', below: 150, unit: 'ms' },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Performance varies from run to run (more so on a busy machine): each page runs this often, median reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not become healthy`);
}

function startServer(dataDir: string, port: number, webDistDir: string | undefined): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { node?: { snippet?: string; selector?: string } }[] };
}

/** The audits that cost points in a category, with the elements they name (what limits the score). */
function failingAudits(
  lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }> },
  audits: Record<string, AuditResult>,
  category: string,
): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const audit = audits[ref.id];
      return audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9;
    })
    .map((ref) => {
      const audit = audits[ref.id] as AuditResult;
      const nodes = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.node?.snippet)
        .filter(Boolean)
        .slice(0, 3);
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit.id}: ${audit.title}${value}${nodes.length ? ` [${nodes.join(' | ')}]` : ''}`;
    });
}

interface Build {
  label: string;
  port: number;
  dataDir: string;
  server: ChildProcess;
}

/** Starts a build's server on its own port and data folder and waits until it answers. */
async function startBuild(label: string, port: number, webDistDir: string | undefined): Promise<Build> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-lighthouse-'));
  const server = startServer(dataDir, port, webDistDir);
  // A server left on the port by an earlier run would answer instead of this build's: fail instead.
  const exited = new Promise<never>((_resolve, reject) =>
    server.once('exit', (code) =>
      reject(new Error(`The server exited (code ${code}) before it was healthy: is port ${port} taken?`)),
    ),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForHealth(port), exited]);
  } catch (error) {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { label, port, dataDir, server };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app first (npm run build -w apps/web)...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  const baselineDir = process.env.LIGHTHOUSE_BASELINE;
  const builds: Build[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let missed = false;
  try {
    builds.push(await startBuild('this build', PORT, undefined));
    if (baselineDir) builds.push(await startBuild('baseline', PORT + 1, path.resolve(baselineDir, 'dist')));
    const profileDir = path.join(builds[0]?.dataDir ?? os.tmpdir(), 'chrome-profile');
    fs.mkdirSync(profileDir);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      // Lighthouse gets a clean profile every time; nothing is downloaded.
      userDataDir: profileDir,
    });
    console.log(`\nLighthouse ${lighthouseVersion()} (default mobile settings), Chromium at ${PORT}\n`);
    console.log(
      '| page | build | performance | accessibility | best practices | SEO | LCP | CLS | TBT | targets: perf >= 95; a11y, best practices, SEO 100; LCP < 2.0 s; CLS < 0.02; TBT < 150 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const notes: string[] = [];
    for (const page of PAGES) {
      // A first visit warms the server's page cache and the OS file cache, like a live site.
      for (const build of builds) await fetch(`http://127.0.0.1:${build.port}${page}`);
      const reports = new Map<Build, Result[]>(builds.map((build) => [build, []]));
      // Alternating rounds: a busy moment of the machine falls on both builds alike.
      for (let run = 0; run < RUNS; run += 1) {
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const result = await lighthouse(`http://127.0.0.1:${build.port}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          reports.get(build)?.push(result.lhr);
        }
      }
      for (const build of builds) {
        // A run Lighthouse could not record (NO_NAVSTART and the like) scores 0: it is reported, not ranked.
        const all = reports.get(build) ?? [];
        const failed = all.filter((report) => report.runtimeError);
        const runs = all.filter((report) => !report.runtimeError);
        const isThisBuild = build === builds[0];
        if (runs.length === 0) {
          console.log(`| ${page} | ${build.label} | no run recorded (${failed[0]?.runtimeError?.code}) |`);
          if (isThisBuild) missed = true;
          continue;
        }
        const performance = (report: Result) => report.categories.performance?.score ?? 0;
        runs.sort((a, b) => performance(a) - performance(b));
        const lhr = runs[Math.floor(runs.length / 2)] as Result;
        const allRuns = runs.map((report) => Math.round(performance(report) * 100)).join(', ');
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}${isThisBuild ? '' : '.baseline'}.json`;
          fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr, null, 1));
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
        const misses = [
          ...Object.entries(TARGETS)
            .filter(([id, target]) => score(id) < target)
            .map(([id]) => id),
          ...METRIC_TARGETS.filter((target) => !(metric(target.id) < target.below)).map(
            (target) => target.label,
          ),
        ];
        if (isThisBuild && misses.length > 0) missed = true;
        const shown = METRIC_TARGETS.map((target) =>
          target.unit === 'ms' ? `${Math.round(metric(target.id))} ms` : metric(target.id).toFixed(3),
        );
        console.log(
          `| ${page} | ${build.label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${shown.join(' | ')} | ${misses.length === 0 ? 'ok' : `MISSED: ${misses.join(', ')}`} |`,
        );
        const audits = lhr.audits as unknown as Record<string, AuditResult>;
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map((id) => `${audits[id]?.title}: ${audits[id]?.displayValue}`)
          .join(', ');
        const tbts = runs.map((report) =>
          Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
        );
        notes.push(
          `${page}, ${build.label} (performance of ${RUNS} runs: ${allRuns}; TBT: ${tbts.join(', ')} ms; the median run is shown)\n  metrics: ${metrics}`,
        );
        for (const report of failed) notes.push(`  a run failed: ${report.runtimeError?.code}`);
        if (!isThisBuild) continue;
        for (const category of CATEGORIES) {
          for (const line of failingAudits(lhr as never, audits, category))
            notes.push(`  ${category}: ${line}`);
        }
      }
    }
    console.log(`\n${notes.join('\n')}\n`);
  } finally {
    await chrome?.kill();
    for (const build of builds) {
      await stop(build.server);
      fs.rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
  if (missed) process.exitCode = 1;
}

function lighthouseVersion(): string {
  const file = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

await main();
