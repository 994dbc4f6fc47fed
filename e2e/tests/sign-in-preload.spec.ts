import { expect, test } from '@playwright/test';

/**
 * The sign-in screens the browser draws (the partner portal's, the console's) name in their head every
 * script they need (apps/server/src/modules/web/page-modules.ts SIGN_IN_SCREENS): the browser fetches them
 * all with the app's entry, not one round trip after another (entry, app, screen). Issue 35: the partner
 * sign-in is a shop owner's first page, on a phone.
 */
const SCREENS = [
  { path: '/partner/login', heading: 'Partner sign in' },
  { path: '/hi/partner/login', heading: undefined },
  { path: '/admin/login', heading: undefined },
];

for (const screen of SCREENS) {
  test(`${screen.path}: every script the screen loads is named in its head`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(screen.path);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    if (screen.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    await page.waitForLoadState('networkidle');

    // As the server sent the head (the app's own loader adds preload links of its own once it runs).
    const html = await (await page.request.get(screen.path)).text();
    const named = [
      ...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
    ].map((found) => new URL(found[1] ?? '', page.url()).pathname);
    // The screen's own chunk is among them (more than the entry's few files).
    expect(named.length).toBeGreaterThan(3);
    const unnamed = [...scripts].filter((script) => !named.includes(script));
    expect(unnamed, 'scripts fetched only after another had run').toEqual([]);
  });
}
