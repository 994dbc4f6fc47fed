// Draws the home page's banner art in Hindi and Telugu into apps/web/public/banners/<locale>/ (lib/banner-art.ts).
// Run it again when the English art, a banner message or a font changes:
// `node --import tsx apps/server/src/scripts/draw-banners.ts`. It names each line drawn much smaller than its
// English one: its translation should be shorter.
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_ART_DIR, BANNER_LOCALES, bannerFiles, translateBannerArt } from '../lib/banner-art.ts';

/** Under this scale a line is named: its translation should be shorter. */
const SHRINK_WARNING = 0.85;

for (const locale of BANNER_LOCALES) {
  fs.mkdirSync(path.join(BANNER_ART_DIR, locale), { recursive: true });
  for (const file of bannerFiles()) {
    const english = fs.readFileSync(path.join(BANNER_ART_DIR, file), 'utf8');
    const { svg, shrunk } = translateBannerArt(english, locale);
    fs.writeFileSync(path.join(BANNER_ART_DIR, locale, file), svg);
    for (const { key, scale } of shrunk.filter((line) => line.scale < SHRINK_WARNING)) {
      console.warn(`${locale}/${file}: ${key} drawn at ${scale.toFixed(2)} of its size`);
    }
    console.log(`${locale}/${file}: ${svg.length} bytes (English ${english.length})`);
  }
}
