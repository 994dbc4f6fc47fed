import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_ART_DIR, BANNER_LOCALES, bannerFiles, translateBannerArt } from './banner-art.ts';

describe('the banner art in Hindi and Telugu', () => {
  const files = bannerFiles();

  it('is drawn for every English banner', () => {
    expect(files.length).toBe(8);
  });

  for (const locale of BANNER_LOCALES) {
    it(`in ${locale} is what the messages and the English art draw now (else run scripts/draw-banners.ts)`, () => {
      for (const file of files) {
        const english = fs.readFileSync(path.join(BANNER_ART_DIR, file), 'utf8');
        const committed = fs.readFileSync(path.join(BANNER_ART_DIR, locale, file), 'utf8');
        const { svg, shrunk } = translateBannerArt(english, locale);
        expect(committed === svg, `${locale}/${file} is not the art drawn now`).toBe(true);
        // Words are outlines: what is left as text is figures, ₹ and the brand's name.
        const texts = [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner = '']) =>
          inner.replace(/<[^>]+>/g, ''),
        );
        for (const text of texts) expect(text).toMatch(/^(Phonix|[₹\d,.\s]+)$/);
        // No line shrinks below 55 % of the English size (the narrow weekday cells are the tightest).
        for (const line of shrunk) expect(line.scale, `${locale}/${file}: ${line.key}`).toBeGreaterThan(0.55);
      }
    });
  }
});
