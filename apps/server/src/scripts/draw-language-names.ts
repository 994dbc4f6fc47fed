// Draws the language switcher's names (हिन्दी, తెలుగు) as SVG outlines into apps/web/public/language-names/,
// shaped by fontkit from Noto Sans Devanagari and Noto Sans Telugu (the same @fontsource files the receipt
// PDF embeds). Run it again when a name or the font changes:
// `node --import tsx apps/server/src/scripts/draw-language-names.ts`.
//
// Why outlines, not text: an English page shows these two words in its top bar. Drawn as text they need a
// font with those scripts: our Noto web fonts would then be downloaded on every English page (about 120 kB
// each), and the system's fonts are missing on some machines (Linux without Indian fonts draws empty boxes).
// As a CSS mask over `currentColor` the outlines take the text colour of wherever the switcher stands.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALE_NAMES } from '@phonix/shared/i18n';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../../..');
const outDir = path.join(root, 'apps/web/public/language-names');

/** The switcher's weight (font-semibold) in each script's Noto face. */
const FONTS = {
  hi: ['@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-600-normal.woff'],
  te: ['@fontsource/noto-sans-telugu', 'noto-sans-telugu-telugu-600-normal.woff'],
} as const;

const round = (value: number) => Math.round(value);

fs.mkdirSync(outDir, { recursive: true });
for (const [locale, [fontPackage, file]] of Object.entries(FONTS)) {
  const fontFile = path.join(path.dirname(require.resolve(`${fontPackage}/package.json`)), 'files', file);
  const font = fontkit.create(fs.readFileSync(fontFile));
  const run = font.layout(LOCALE_NAMES[locale as keyof typeof FONTS]);
  let x = 0;
  let d = '';
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    d += glyph.path
      .translate(x + position.xOffset, position.yOffset)
      .mapPoints((px, py) => [round(px), round(py)])
      .toSVG();
    x += position.xAdvance;
  });
  // Font units, y up: the view box spans the font's ascent to descent, flipped to SVG's y down.
  const height = font.ascent - font.descent;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-font.ascent} ${round(x)} ${height}"><path transform="scale(1,-1)" d="${d}"/></svg>\n`;
  fs.writeFileSync(path.join(outDir, `${locale}.svg`), svg);
  // The size at a font size of 1em, for the switcher's NAME_SIZE (language-switcher.tsx).
  const em = (units: number) => Number((units / font.unitsPerEm).toFixed(3));
  console.log(`${locale}.svg: ${svg.length} bytes, ${em(round(x))}em wide, ${em(height)}em high`);
}
