import { expect, type Page } from '@playwright/test';

/** One local-storage value of the site (SPEC 3, stored client data). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function storedJson<T>(page: Page, key: string): Promise<T | null> {
  const raw = await stored(page, key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/** Opens the site once with empty storage, so a test does not inherit anything. */
export async function freshStart(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => window.localStorage.clear());
}

/** Every console error and uncaught exception of the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

/** Whether a computed CSS colour is a clear red: rgb(), lab() or oklch() with a saturated red hue. */
export function isRed(color: string): boolean {
  const rgb = color.match(/^rgba?\((\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)[, ]+(\d+(?:\.\d+)?)/);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
    return r > 120 && r > 2 * g && r > 2 * b;
  }
  const lab = color.match(/^lab\(\s*([\d.]+)%?\s+(-?[\d.]+)\s+(-?[\d.]+)/);
  if (lab) {
    const a = Number(lab[2]);
    const b = Number(lab[3]);
    const hue = (Math.atan2(b, a) * 180) / Math.PI;
    return Math.hypot(a, b) > 30 && hue > -30 && hue < 50;
  }
  const oklch = color.match(/^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)/);
  if (oklch) {
    const chroma = Number(oklch[2]);
    const hue = Number(oklch[3]);
    return chroma > 0.1 && (hue < 40 || hue > 340);
  }
  return false;
}

/** The page's current vertical scroll position. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

export async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(width);
}
