import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FACES,
  GENERATED_DIR,
  ourTexts,
  SCRIPTS,
  type ScriptFont,
  scriptWords,
  sourceTtf,
  unicodeRange,
  WEIGHTS,
  writeScriptFonts,
} from './script-fonts.ts';

const messagesDir = fileURLToPath(new URL('../../../packages/shared/messages', import.meta.url));

/** Every string of every message file of a language, read as JSON (so an escaped letter counts too). */
function messageStrings(locale: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  for (const entry of fs.readdirSync(messagesDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === `${locale}.json`)
      walk(JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')));
  }
  return strings;
}

/** The subsets the build writes (the same call `npm run build` makes), as TrueType for harfbuzz. */
const built = new Map<string, Map<number, Uint8Array>>();
const fullFonts = new Map<string, Uint8Array>();
beforeAll(async () => {
  await writeScriptFonts();
  for (const script of SCRIPTS) {
    const files = new Map<number, Uint8Array>();
    for (const weight of WEIGHTS) {
      const woff2 = fs.readFileSync(path.join(GENERATED_DIR, `${script.stem}-${weight}.woff2`));
      files.set(weight, new Uint8Array(await fontverter.convert(woff2, 'truetype')));
    }
    built.set(script.stem, files);
    fullFonts.set(script.stem, await sourceTtf(script));
  }
}, 300_000);

/**
 * What harfbuzz makes of a word: each glyph's cluster, and its outline and position as numbers (font units).
 * A static instance holds its outlines rounded to whole units, so numbers may differ by one from the variable
 * font's at the same weight; a missing conjunct or mark rule changes the glyphs, their count or their places.
 */
function shapeWord(font: hb.Font, word: string) {
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => {
    const position = positions[index] as hb.GlyphPosition;
    return {
      glyph: info.codepoint,
      cluster: info.cluster,
      numbers: [
        ...(font.glyphToPath(info.codepoint).match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi) ?? []).map(Number),
        position.xAdvance,
        position.xOffset,
        position.yOffset,
      ],
    };
  });
}

/** The same shaping, but for the rounding of a static instance. */
function sameShape(ours: ReturnType<typeof shapeWord>, theirs: ReturnType<typeof shapeWord>): boolean {
  return (
    ours.length === theirs.length &&
    ours.every((glyph, index) => {
      const other = theirs[index] as (typeof theirs)[number];
      return (
        glyph.glyph !== 0 &&
        glyph.cluster === other.cluster &&
        glyph.numbers.length === other.numbers.length &&
        glyph.numbers.every((value, at) => Math.abs(value - (other.numbers[at] as number)) <= 1)
      );
    })
  );
}

const scriptOf = (locale: string) => SCRIPTS.find((script) => script.locale === locale) as ScriptFont;

describe.each(['hi', 'te'])('the %s font subsets', (locale) => {
  const script = scriptOf(locale);

  it('hold every letter of every message in the language, at every weight', () => {
    const letters = new Set(
      messageStrings(locale).flatMap((text) => [...text].filter((char) => script.letters.test(char))),
    );
    expect(letters.size).toBeGreaterThan(40);
    for (const [weight, file] of built.get(script.stem) ?? []) {
      const cmap = new Set(new hb.Face(new hb.Blob(file)).collectUnicodes());
      const missing = [...letters].filter((char) => !cmap.has(char.codePointAt(0) as number));
      expect(missing, `${script.stem}-${weight}`).toEqual([]);
    }
  });

  it('shape every word of our texts exactly as the full font does (no missing conjunct, no box)', () => {
    const words = scriptWords(script, [...messageStrings(locale), ...ourTexts()]);
    expect(words.length).toBeGreaterThan(300);
    const full = new hb.Font(new hb.Face(new hb.Blob(fullFonts.get(script.stem) as Uint8Array)));
    for (const weight of WEIGHTS) {
      full.setVariations([new hb.Variation('wght', weight)]);
      const subset = new hb.Font(new hb.Face(new hb.Blob(built.get(script.stem)?.get(weight) as Uint8Array)));
      const differing = words.filter((word) => !sameShape(shapeWord(subset, word), shapeWord(full, word)));
      expect(differing, `${script.stem}-${weight}`).toEqual([]);
    }
  }, 180_000);

  it('are a fraction of the full file, and each is a static instance of its weight', () => {
    const fullSize = fs.statSync(fileURLToPath(import.meta.resolve(script.source))).size;
    for (const weight of WEIGHTS) {
      const size = fs.statSync(path.join(GENERATED_DIR, `${script.stem}-${weight}.woff2`)).size;
      expect(size, `${script.stem}-${weight}`).toBeLessThan(fullSize / 4);
      const face = new hb.Face(new hb.Blob(built.get(script.stem)?.get(weight) as Uint8Array));
      expect(face.getAxisInfos()).toEqual({});
    }
  });

  it('are declared for exactly the letters they hold, the full file for the rest of the script', () => {
    const css = fs.readFileSync(path.join(GENERATED_DIR, `fonts-${locale}.css`), 'utf8');
    const cmap = new Set(
      new hb.Face(new hb.Blob(built.get(script.stem)?.get(400) as Uint8Array)).collectUnicodes(),
    );
    // The letters of our words: all in the file (it may map a few more, such as precomposed nukta letters
    // whose glyph a word's decomposed spelling uses: those stay the full file's, as they are not listed).
    const letters = [
      ...new Set(
        scriptWords(script, ourTexts()).flatMap((word) =>
          [...word].filter((char) => script.letters.test(char)),
        ),
      ),
    ].map((char) => char.codePointAt(0) as number);
    expect(letters.filter((code) => !cmap.has(code))).toEqual([]);
    const rules = css.split('@font-face').slice(1);
    const subsetRules = rules.filter((rule) => rule.includes(`"${script.family}";`));
    // Two faces draw the six weights the site uses: regular 400 to 500, bold 600 to 900 (font-extrabold headings).
    expect(subsetRules).toHaveLength(FACES.length);
    for (const face of FACES) {
      const rule = subsetRules.find((each) => each.includes(`${script.stem}-${face.weight}.woff2`));
      expect(rule, `${script.stem}-${face.weight}`).toContain(
        `font-weight: ${face.draws[0]} ${face.draws[1]};`,
      );
    }
    expect(FACES.flatMap((face) => face.draws)).toEqual([400, 500, 600, 900]);
    for (const rule of subsetRules) {
      expect(rule).toContain('font-display: swap;');
      expect(rule).toContain(`unicode-range: ${unicodeRange(letters)};`);
    }
    // A letter none of our texts has (Devanagari's vocalic R, Telugu's vocalic L) is the full file's.
    const rare = locale === 'hi' ? '\u0960' : '\u0C0C';
    expect(letters).not.toContain(rare.codePointAt(0));
    expect(cmap.has(rare.codePointAt(0) as number)).toBe(false);
    expect(rules.find((rule) => rule.includes(`"${script.family} Full";`))).toContain(
      `unicode-range: ${script.unicodeRange};`,
    );
    // The other script has no subset in this language's build, only its full file.
    const other = SCRIPTS.find((candidate) => candidate !== script) as ScriptFont;
    expect(rules.filter((rule) => rule.includes(`"${other.family}";`))).toEqual([]);
    expect(rules.filter((rule) => rule.includes(`"${other.family} Full";`))).toHaveLength(1);
  });
});

describe('the words of a text', () => {
  it('are runs of the script with its joiners, split at spaces and punctuation', () => {
    const hindi = scriptOf('hi');
    expect(scriptWords(hindi, ['आपका फ़ोन, ₹12,000 में। क्‍या?'])).toEqual(['आपका', 'क्‍या', 'फ़ोन', 'में।']);
    expect(unicodeRange([0x915, 0x916, 0x917, 0x93f, 0x964])).toBe('U+0915-0917, U+093F, U+0964');
  });
});
