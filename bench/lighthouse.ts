// npm run bench:lighthouse: Lighthouse (default mobile settings) on every public page type in every language and
// on the partner portal's sign-in, of the built site, served by the real server with a fresh temporary DATA_DIR,
// in Debian's Chromium. Prints the four category scores and LCP, CLS and TBT against their targets (issue 35);
// writes nothing to the repo. Exit code 1 on a miss.
//
// BENCH_PAGES=/,/faq overrides the pages; CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_RUNS=5 is the
// runs per page (median shown); LIGHTHOUSE_REPORT_DIR=dir also writes each median report there as JSON.
//
// Against a baseline, in alternating rounds, so a change is judged on the same (shared, noisy) machine and
// every figure is printed pair by pair (this build, the baseline, the target); the targets apply to this build:
// - BASELINE_COMMIT=main (any commit): the bench checks that commit out with `git worktree add --detach` into
//   $TMPDIR/phonix-baseline-<sha> (kept for the next run; `git worktree remove` it when done), gives it this
//   checkout's node_modules as hard links, builds its web app and runs its own server on its own build. By hand:
//     git worktree add --detach /tmp/phonix-baseline-main main && cd /tmp/phonix-baseline-main &&
//     cp -al "$OLDPWD/node_modules" . && for d in apps/* packages/* e2e; do [ -d "$OLDPWD/$d/node_modules" ] &&
//     cp -al "$OLDPWD/$d/node_modules" "$d/"; done; npm run i18n:compile && npm run build -w apps/web
//   then BASELINE_COMMIT=/tmp/phonix-baseline-main (a folder: used as it is).
// - LIGHTHOUSE_BASELINE=dir: only a copy of an earlier web build (dir/dist, dir/dist-hi, dir/dist-te and
//   dir/dist-ssr, inside the repository so its server entry finds node_modules: e.g. apps/web/baseline), served
//   by this checkout's server.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3450);
/**
 * Issue 35's page types: home, brand list, a brand, a model, the questionnaire's first step, FAQ, an article and
 * the privacy notice, in English, Hindi and Telugu; and the partner portal's sign-in.
 */
const PAGE_TYPES = [
  '/',
  '/sell-mobile',
  '/sell-mobile/apple',
  '/sell-mobile/apple/apple-iphone-15-pro-max',
  '/hyderabad/options/apple-iphone-13/128gb',
  '/faq',
  '/how-to-sell-old-phone-online',
  '/privacy-policy',
];
const DEFAULT_PAGES = [
  ...['', '/hi', '/te'].flatMap((prefix) =>
    PAGE_TYPES.map((page) => (prefix && page === '/' ? prefix : `${prefix}${page}`)),
  ),
  '/partner/login',
];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : DEFAULT_PAGES;
/** Issue 20's targets, on the median run of each page. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Issue 35's: LCP at most 2.0 s, CLS at most 0.02, TBT at most 150 ms. */
const METRIC_TARGETS = [
  { id: 'largest-contentful-paint', label: 'LCP', atMost: 2_000, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', atMost: 0.02, unit: '' },
  { id: 'total-blocking-time', label: 'TBT', atMost: 150, unit: 'ms' },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Performance varies from run to run (more so on a busy machine): each page runs this often, median reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

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

function startServer(
  dataDir: string,
  port: number,
  webDistDir: string | undefined,
  serverRoot = root,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'apps/server/src/main.ts')], {
    cwd: serverRoot,
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
async function startBuild(
  label: string,
  port: number,
  webDistDir: string | undefined,
  serverRoot?: string,
): Promise<Build> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-lighthouse-'));
  const server = startServer(dataDir, port, webDistDir, serverRoot);
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

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

/**
 * BASELINE_COMMIT's checkout, built: a folder as it is, or a commit checked out (git worktree, detached) into
 * $TMPDIR/phonix-baseline-<sha> with this checkout's node_modules as hard links, and its web app built once.
 */
function baselineCheckout(commit: string): string {
  if (fs.existsSync(commit) && fs.statSync(commit).isDirectory()) return path.resolve(commit);
  const sha = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], root);
  const dir = path.join(os.tmpdir(), `phonix-baseline-${sha}`);
  if (!fs.existsSync(path.join(dir, 'apps/web/dist-ssr/entry-server.js'))) {
    if (!fs.existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, sha], root);
    const workspaces = [
      '.',
      'e2e',
      ...['apps', 'packages'].flatMap((group) =>
        fs.readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
      ),
    ];
    for (const workspace of workspaces) {
      const modules = path.join(root, workspace, 'node_modules');
      if (
        fs.existsSync(modules) &&
        fs.existsSync(path.join(dir, workspace)) &&
        !fs.existsSync(path.join(dir, workspace, 'node_modules'))
      )
        run('cp', ['-al', modules, path.join(dir, workspace, 'node_modules')], root);
    }
    console.log(`Building the baseline ${commit} (${sha.slice(0, 12)}) in ${dir}...`);
    run('npm', ['run', 'i18n:compile'], dir);
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The baseline web build failed');
  }
  return dir;
}

interface Figures {
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

/** One page's figures, this build against the baseline and the target, one line each. */
function pairLines(page: string, ours: Figures, baseline: Figures | undefined): string[] {
  const lines: string[] = [];
  const show = (value: number | undefined, unit: string) =>
    value === undefined
      ? '-'
      : unit === 'ms'
        ? `${Math.round(value)} ms`
        : unit
          ? `${value}`
          : value.toFixed(3);
  const delta = (value: number, before: number | undefined, unit: string) =>
    before === undefined
      ? ''
      : ` (${value - before >= 0 ? '+' : ''}${unit === '' ? (value - before).toFixed(3) : Math.round(value - before)})`;
  for (const [id, target] of Object.entries(TARGETS)) {
    const value = ours.scores[id] ?? 0;
    lines.push(
      `| ${page} | ${id} | ${value}${delta(value, baseline?.scores[id], 'score')} | ${show(baseline?.scores[id], 'score')} | >= ${target} | ${value >= target ? 'ok' : 'MISSED'} |`,
    );
  }
  for (const target of METRIC_TARGETS) {
    const value = ours.metrics[target.id] ?? Number.POSITIVE_INFINITY;
    lines.push(
      `| ${page} | ${target.label} | ${show(value, target.unit)}${delta(value, baseline?.metrics[target.id], target.unit)} | ${show(baseline?.metrics[target.id], target.unit)} | <= ${show(target.atMost, target.unit)} | ${value <= target.atMost ? 'ok' : 'MISSED'} |`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app first (npm run build -w apps/web)...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  const baselineDir = process.env.LIGHTHOUSE_BASELINE;
  const baselineRoot = process.env.BASELINE_COMMIT
    ? baselineCheckout(process.env.BASELINE_COMMIT)
    : undefined;
  const builds: Build[] = [];
  const pairs: string[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let missed = false;
  try {
    builds.push(await startBuild('this build', PORT, undefined));
    if (baselineRoot)
      builds.push(
        await startBuild('baseline', PORT + 1, path.join(baselineRoot, 'apps/web/dist'), baselineRoot),
      );
    else if (baselineDir)
      builds.push(await startBuild('baseline', PORT + 1, path.resolve(baselineDir, 'dist')));
    const profileDir = path.join(builds[0]?.dataDir ?? os.tmpdir(), 'chrome-profile');
    fs.mkdirSync(profileDir);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      // Lighthouse gets a clean profile every time; nothing is downloaded.
      userDataDir: profileDir,
      // Chromium's debugging port beside the servers' (LIGHTHOUSE_PORT + 2), not a random one.
      port: PORT + 2,
    });
    console.log(`\nLighthouse ${lighthouseVersion()} (default mobile settings), Chromium at ${PORT}\n`);
    console.log(
      '| page | build | performance | accessibility | best practices | SEO | LCP | CLS | TBT | targets: perf >= 95; a11y, best practices, SEO 100; LCP <= 2.0 s; CLS <= 0.02; TBT <= 150 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const notes: string[] = [];
    for (const page of PAGES) {
      // A first visit warms the server's page cache and the OS file cache, like a live site.
      for (const build of builds) await fetch(`http://127.0.0.1:${build.port}${page}`);
      const reports = new Map<Build, Result[]>(builds.map((build) => [build, []]));
      const figures = new Map<Build, Figures>();
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
          ...METRIC_TARGETS.filter((target) => !(metric(target.id) <= target.atMost)).map(
            (target) => target.label,
          ),
        ];
        if (isThisBuild && misses.length > 0) missed = true;
        // The pairs compare each figure's own median over the runs (the table above shows the median run).
        const median = (values: number[]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return sorted[Math.floor(sorted.length / 2)] as number;
        };
        figures.set(build, {
          scores: Object.fromEntries(
            CATEGORIES.map((id) => [
              id,
              median(runs.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100))),
            ]),
          ),
          metrics: Object.fromEntries(
            METRIC_TARGETS.map((target) => [
              target.id,
              median(
                runs.map((report) => report.audits[target.id]?.numericValue ?? Number.POSITIVE_INFINITY),
              ),
            ]),
          ),
        });
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
        const lcps = runs.map((report) =>
          Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
        );
        const clss = runs.map((report) =>
          (report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        );
        const lcpElement = (audits['largest-contentful-paint-element']?.details?.items ?? [])
          .flatMap((item) => (item as { items?: { node?: { snippet?: string } }[] }).items ?? [item])
          .map((item) => item.node?.snippet)
          .find(Boolean);
        notes.push(
          `${page}, ${build.label} (performance of ${RUNS} runs: ${allRuns}; TBT: ${tbts.join(', ')} ms; LCP: ${lcps.join(', ')} ms; CLS: ${clss.join(', ')}; the median run is shown)\n  metrics: ${metrics}\n  LCP element: ${lcpElement?.slice(0, 160) ?? '?'}`,
        );
        for (const report of failed) notes.push(`  a run failed: ${report.runtimeError?.code}`);
        if (!isThisBuild) continue;
        for (const category of CATEGORIES) {
          for (const line of failingAudits(lhr as never, audits, category))
            notes.push(`  ${category}: ${line}`);
        }
      }
      const ours = figures.get(builds[0] as Build);
      if (ours) pairs.push(...pairLines(page, ours, builds[1] ? figures.get(builds[1]) : undefined));
    }
    console.log(`\n${notes.join('\n')}\n`);
    console.log(
      `Pair by pair, each figure's median of ${RUNS} runs: this build (change against the baseline), the baseline, the target.\n`,
    );
    console.log('| page | figure | this build | baseline | target | |');
    console.log('|---|---|---|---|---|---|');
    console.log(`${pairs.join('\n')}\n`);
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
