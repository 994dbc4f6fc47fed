import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

/**
 * One browser build per language (DR 160): a Hindi page is the Hindi build's index.html with its page chunks,
 * an English page the English build's, and the files of every build are served under /assets/.
 */
function writeBuild(dir: string, entry: string, homeChunk: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en-IN"><head><title>Phonix</title><script type="module" src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', entry), `console.log(${JSON.stringify(entry)});`);
  fs.writeFileSync(path.join(dir, 'assets', homeChunk), `console.log(${JSON.stringify(homeChunk)});`);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: `assets/${entry}`, isEntry: true },
      'src/app/routes/home.tsx': { file: `assets/${homeChunk}` },
    }),
  );
}

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-builds-'));
  const dist = path.join(parent, 'dist');
  writeBuild(dist, 'web-en.js', 'home-en.js');
  writeBuild(`${dist}-hi`, 'web-hi.js', 'home-hi.js');
  // No Telugu build: Telugu pages are served the English build's files (a build made without PHONIX_LOCALE).
  context = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await context.close();
});

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe("each language's browser build", () => {
  it("gives a Hindi page the Hindi build's entry and page chunk, an English page the English ones", async () => {
    const hindi = (await get('/hi/')).body;
    expect(hindi).toContain('src="/assets/web-hi.js"');
    expect(hindi).toContain('href="/assets/home-hi.js"');
    expect(hindi).not.toContain('web-en.js');
    const english = (await get('/')).body;
    expect(english).toContain('src="/assets/web-en.js"');
    expect(english).toContain('href="/assets/home-en.js"');
    expect(english).not.toContain('-hi.js');
  });

  it("serves a language without a build of its own the English build's files", async () => {
    expect((await get('/te/')).body).toContain('src="/assets/web-en.js"');
  });

  it('serves the files of every build under /assets/', async () => {
    for (const file of ['web-en.js', 'home-en.js', 'web-hi.js', 'home-hi.js']) {
      const response = await get(`/assets/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toContain(file);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    const missing = await get('/assets/web-te.js');
    expect(missing.statusCode).toBe(404);
    // A file no build has is the not-found page, as any other unknown path.
    expect(missing.headers['content-type']).toContain('text/html');
    expect((await get('/assets/..%2Findex.html')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves the public files with an hour of caching, and no other path as a file', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
