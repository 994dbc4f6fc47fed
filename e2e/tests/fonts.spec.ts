import { type CDPSession, expect, type Page, test } from '@playwright/test';

/**
 * Noto Sans Devanagari and Noto Sans Telugu (apps/web/src/index.css, docs/decisions/095 and 215): served by
 * us, each fetched only by a page that has its script's letters. A Hindi (Telugu) page gets static files cut
 * to our texts, two faces (regular and bold); any page gets the full variable file ("... Full") for other letters.
 */

const HINDI = 'मकान नंबर 12, गांधी नगर';
const TELUGU = 'శ్రీనివాస్';
const INDIAN_FONT_FILE = /devanagari|telugu/i;
/** A subset cut to our texts (apps/web/build/script-fonts.ts): noto-sans-devanagari-700-<hash>.woff2. */
const SUBSET_FILE = /^\/assets\/noto-sans-(devanagari|telugu)-(\d00)-[\w-]{8}\.woff2$/;
/** The full variable file of the @fontsource-variable package. */
const FULL_FILE = /^\/assets\/noto-sans-(devanagari|telugu)-(devanagari|telugu)-wght-normal-[\w-]{8}\.woff2$/;

/** Every font file the page requests, from now on. */
function watchFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Our two faces as the page's document.fonts has them. */
function indianFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => /Devanagari|Telugu/.test(face.family))
      .map((face) => ({
        family: face.family.replaceAll('"', ''),
        weight: face.weight,
        status: face.status,
        display: face.display,
      })),
  );
}

/** Adds a paragraph with the text at the top of the page's main content; answers its element id. */
async function addParagraph(page: Page, id: string, text: string): Promise<void> {
  await page.evaluate(
    ([paragraphId, content]) => {
      const paragraph = document.createElement('p');
      paragraph.id = paragraphId as string;
      paragraph.textContent = content as string;
      (document.querySelector('main') ?? document.body).prepend(paragraph);
    },
    [id, text],
  );
}

/** The fonts Chromium drew the element's text with (its own record of each font and its glyph count). */
async function fontsDrawing(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

test('the English home page downloads no Hindi or Telugu font, though both are declared', async ({
  page,
}) => {
  const fontRequests = watchFontRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
  // The sections hydrated on approach and the footer render too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);

  expect(fontRequests.filter((url) => INDIAN_FONT_FILE.test(url))).toEqual([]);
  // Declared, swapping, and never loaded: the page has no letter in their ranges. An English build declares
  // no subset, only the full files.
  expect(await indianFaces(page)).toEqual([
    { family: 'Noto Sans Devanagari Full', weight: '100 900', status: 'unloaded', display: 'swap' },
    { family: 'Noto Sans Telugu Full', weight: '100 900', status: 'unloaded', display: 'swap' },
  ]);
});

test('Hindi text on an English page loads the full Devanagari file and Telugu text the Telugu one, from our origin, kept for a year', async ({
  page,
  baseURL,
}) => {
  const fontRequests = watchFontRequests(page);
  const fontResponses = new Map<string, { status: number; type?: string; cache?: string }>();
  page.on('response', (response) => {
    if (INDIAN_FONT_FILE.test(response.url()))
      fontResponses.set(response.url(), {
        status: response.status(),
        type: response.headers()['content-type'],
        cache: response.headers()['cache-control'],
      });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  await addParagraph(page, 'hindi', HINDI);
  await expect
    .poll(async () => (await indianFaces(page)).map((face) => face.status))
    .toEqual(['loaded', 'unloaded']);
  await addParagraph(page, 'telugu', TELUGU);
  await expect
    .poll(async () => (await indianFaces(page)).map((face) => face.status))
    .toEqual(['loaded', 'loaded']);

  // One file per script, each from our own origin under the hashed assets.
  const indianRequests = fontRequests.filter((url) => INDIAN_FONT_FILE.test(url));
  expect(indianRequests).toHaveLength(2);
  const origin = new URL(baseURL as string).origin;
  for (const url of indianRequests) {
    expect(new URL(url).origin).toBe(origin);
    expect(new URL(url).pathname).toMatch(FULL_FILE);
  }
  expect(indianRequests.some((url) => url.includes('devanagari'))).toBe(true);
  expect(indianRequests.some((url) => url.includes('telugu'))).toBe(true);
  await expect.poll(() => fontResponses.size).toBe(2);
  for (const response of fontResponses.values())
    expect(response).toEqual({
      status: 200,
      type: 'font/woff2',
      cache: 'public, max-age=31536000, immutable',
    });

  // The letters are drawn with those fonts: every Devanagari (Telugu) glyph by ours, none by a system font.
  const hindiFonts = await fontsDrawing(cdp, '#hindi');
  expect(hindiFonts).toContainEqual(
    expect.objectContaining({
      familyName: expect.stringMatching(/^Noto Sans Devanagari/),
      isCustomFont: true,
    }),
  );
  const teluguFonts = await fontsDrawing(cdp, '#telugu');
  expect(teluguFonts).toEqual([
    expect.objectContaining({
      familyName: expect.stringMatching(/^Noto Sans Telugu/),
      isCustomFont: true,
      glyphCount: expect.any(Number),
    }),
  ]);
  // In the Hindi line only the spaces, the digits and the comma come from another (Latin) font.
  const otherGlyphs = hindiFonts
    .filter((font) => !font.familyName.startsWith('Noto Sans Devanagari'))
    .reduce((sum, font) => sum + font.glyphCount, 0);
  expect(otherGlyphs).toBeLessThanOrEqual([...HINDI].filter((char) => /[\d, ]/.test(char)).length);
});

const fontPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );

for (const { locale, script, other, family } of [
  { locale: 'hi', script: 'devanagari', other: 'telugu', family: 'Noto Sans Devanagari' },
  { locale: 'te', script: 'telugu', other: 'devanagari', family: 'Noto Sans Telugu' },
]) {
  test(`${locale}: a brand page preloads its two faces, a model page none; both draw with their script's subsets only`, async ({
    page,
  }) => {
    // A brand page's heading is its LCP element: its script's two faces are preloaded (regular and bold, the
    // heading's font-extrabold among the weights the bold face draws).
    const brand = await page.request.get(`/${locale}/sell-mobile/apple`);
    const preloads = fontPreloads(await brand.text());
    expect(preloads).toHaveLength(2);
    for (const file of preloads) expect(file).toMatch(SUBSET_FILE);
    expect(preloads[0]).toContain(`noto-sans-${script}-400-`);
    expect(preloads[1]).toContain(`noto-sans-${script}-700-`);

    // A model page's LCP element is the phone's picture: no font preloaded.
    const fontRequests = watchFontRequests(page);
    const response = await page.goto(`/${locale}/sell-mobile/apple/apple-iphone-15-pro-max`);
    expect(fontPreloads((await response?.text()) ?? '')).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const requested = fontRequests
      .filter((url) => INDIAN_FONT_FILE.test(url))
      .map((url) => new URL(url).pathname);
    // Only this script's subsets, the heading's among them; never a full file, never the other script.
    for (const file of requested) expect(file).toMatch(SUBSET_FILE);
    for (const file of requested) expect(file).toContain(`noto-sans-${script}-`);
    expect(requested.some((file) => file.includes(`-${script}-700-`))).toBe(true);
    // Two faces at most: every weight a page uses is drawn by one of them.
    expect(new Set(requested).size).toBeLessThanOrEqual(2);
    expect(requested.some((file) => file.includes(other))).toBe(false);

    const faces = await indianFaces(page);
    expect(faces).toContainEqual({ family, weight: '600 900', status: 'loaded', display: 'swap' });
    expect(faces.filter((face) => face.status === 'loaded').map((face) => face.family)).not.toContain(
      `${family} Full`,
    );
    // The heading's letters are drawn by the subset: no system font (no boxes) for the script.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const fonts = await fontsDrawing(cdp, 'h1');
    expect(fonts).toContainEqual(expect.objectContaining({ isCustomFont: true }));
    const system = fonts.filter((font) => !font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0);
    const latin = [...((await page.locator('h1').textContent()) ?? '')].filter((char) =>
      /[\x20-\x7e]/.test(char),
    ).length;
    expect(system).toBeLessThanOrEqual(latin);
  });
}
