// The JavaScript each page type loads before anyone touches it (issue 35), against its budget
// (packages/shared/src/js-budgets.ts): every script the page fetches until the network is idle, each file
// gzipped at level 9 from the build, in every language, on a phone's width and a desk's. Run by
// `npm run bench` (bench/run.ts) against its server; prints a table and sets process.exitCode = 1 when a page
// is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { localizedPath } from '@phonix/shared/i18n';
import { FIRST_PAGES, type FirstPage, firstPageBudgetBytes } from '@phonix/shared/js-budgets';
import { type Browser, chromium } from '@playwright/test';
import { root } from './support.ts';

/** A served script's file: each language's build has its own chunks (apps/web/dist, dist-hi, dist-te: DR 160). */
export function builtFile(script: string): string {
  const found = ['dist', 'dist-hi', 'dist-te']
    .map((dir) => path.join(root, 'apps/web', dir, script))
    .find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${script} is in no build of apps/web`);
  return found;
}

export interface PageScripts {
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The scripts one page loads until the network is idle (nothing scrolled or clicked), each file gzipped. */
export async function pageJavaScript(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<PageScripts> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [...new Set(scripts)].map((script) => ({
      path: script,
      gzipBytes: zlib.gzipSync(fs.readFileSync(builtFile(script)), { level: 9 }).length,
    }));
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A phone (where the budgets matter most) and a desk: a page may load other code at another width. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
] as const;

export interface FirstPageFigure {
  page: FirstPage;
  locale: string;
  width: number;
  scripts: PageScripts;
  budgetBytes: number;
  met: boolean;
}

/**
 * Measures every page of FIRST_PAGES in each of its languages at each width on the server at `port`, prints
 * the table (with each page's files when BENCH_JS_FILES=1, or when it is over budget) and returns the figures.
 */
export async function benchFirstPageJavaScript(port: number): Promise<FirstPageFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const figures: FirstPageFigure[] = [];
  try {
    console.log(
      '\nFirst-page JavaScript: every script loaded until the network is idle, each gzipped (level 9)\n',
    );
    console.log('| page | language | width | files | kB gz | budget | |');
    console.log('|---|---|---|---|---|---|---|');
    for (const page of FIRST_PAGES) {
      for (const locale of page.locales) {
        for (const viewport of VIEWPORTS) {
          const pagePath = localizedPath(page.path, locale);
          const scripts = await pageJavaScript(browser, `http://127.0.0.1:${port}${pagePath}`, viewport);
          const budgetBytes = firstPageBudgetBytes(page.kind);
          const met = scripts.gzipBytes <= budgetBytes;
          if (!met) process.exitCode = 1;
          figures.push({ page, locale, width: viewport.width, scripts, budgetBytes, met });
          console.log(
            `| ${page.name} (${pagePath}) | ${locale} | ${viewport.width} | ${scripts.files.length} | ${kb(scripts.gzipBytes)} | ${kb(budgetBytes)} | ${met ? 'ok' : 'MISSED'} |`,
          );
          if (!met || process.env.BENCH_JS_FILES === '1') {
            for (const file of scripts.files)
              console.log(`|   ${file.path} | | | | ${kb(file.gzipBytes)} | | |`);
          }
        }
      }
    }
    console.log('');
  } finally {
    await browser.close();
  }
  return figures;
}

// `node --import tsx bench/first-page-js.ts [port]`: this table alone, against a server already running there.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchFirstPageJavaScript(Number(process.argv[2] ?? 3000));
}
