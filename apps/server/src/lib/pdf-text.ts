import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

/**
 * Which font draws each piece of text in the PDFs the server writes (the purchase receipt, also served to
 * partners): the one home of that choice (docs/decisions/095).
 *
 * - Latin in Inter (@fontsource/inter), the rupee sign and other Latin-extended letters from Inter's
 *   latin-ext file; Devanagari (Hindi) in Noto Sans Devanagari and Telugu in Noto Sans Telugu (@fontsource
 *   static files, their script subsets only). No font is fetched at run time.
 * - Text is cut into runs by script; characters that belong to no script (spaces, the danda, joiners) stay
 *   in the run they are in when its font has them, otherwise go to Inter. Each run is drawn in its font.
 * - pdfkit embeds a font only when a run uses it, and then only the glyphs used (a subset): an English
 *   receipt carries no Indian font at all.
 * - Shaping (conjuncts, vowel signs, reph) is fontkit's Indic shaper. Two repairs, both tested:
 *   1. fontkit 2.0.4 throws on GPOS anchors the font leaves empty (NULL offsets, allowed by OpenType), as
 *      Noto Sans Telugu does for "శ్రీ" (fontkit issue 367). Such a mark is left where the font draws it,
 *      as HarfBuzz does (the fix proposed upstream, fontkit pull request 374).
 *   2. A shaped syllable's glyphs may stand in another order than its letters (the vowel sign "ि" before
 *      its consonant, Telugu "శీ" then the subscript "్ర"), and a PDF's text is read glyph by glyph. The
 *      glyphs of such a syllable are given its letters in typed order (each as many as it stands for), so
 *      copying or searching the PDF gives back what was typed.
 */

export type PdfWeight = 'regular' | 'bold';
type Script = 'latin' | 'latinExt' | 'devanagari' | 'telugu';

const SCRIPTS: Record<Script, { package: string; file: (weight: 400 | 700) => string }> = {
  latin: { package: '@fontsource/inter', file: (weight) => `inter-latin-${weight}-normal.woff` },
  latinExt: { package: '@fontsource/inter', file: (weight) => `inter-latin-ext-${weight}-normal.woff` },
  devanagari: {
    package: '@fontsource/noto-sans-devanagari',
    file: (weight) => `noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  },
  telugu: {
    package: '@fontsource/noto-sans-telugu',
    file: (weight) => `noto-sans-telugu-telugu-${weight}-normal.woff`,
  },
};
const SCRIPT_ORDER = Object.keys(SCRIPTS) as Script[];
const INDIAN_SCRIPTS = new Set<Script>(['devanagari', 'telugu']);

const localRequire = createRequire(import.meta.url);

interface LoadedFont {
  /** The name the font is registered under in every document. */
  name: string;
  data: Buffer;
  /** fontkit's reading of the same bytes: which characters the font has. */
  font: fontkit.Font;
}
let loaded: Map<string, LoadedFont> | undefined;

function fontKey(script: Script, weight: PdfWeight): string {
  return `${script}-${weight}`;
}

function loadFonts(): Map<string, LoadedFont> {
  if (loaded) return loaded;
  const fonts = new Map<string, LoadedFont>();
  for (const script of SCRIPT_ORDER) {
    const spec = SCRIPTS[script];
    const dir = path.join(path.dirname(localRequire.resolve(`${spec.package}/package.json`)), 'files');
    for (const [weight, value] of [
      ['regular', 400],
      ['bold', 700],
    ] as const) {
      const data = fs.readFileSync(path.join(dir, spec.file(value)));
      const name = fontKey(script, weight);
      fonts.set(name, { name, data, font: fontkit.create(data) });
    }
  }
  guardNullAnchors((fonts.get(fontKey('telugu', 'regular')) as LoadedFont).font);
  loaded = fonts;
  return fonts;
}

function font(script: Script, weight: PdfWeight): LoadedFont {
  return loadFonts().get(fontKey(script, weight)) as LoadedFont;
}

/** Registers every font with the document; pdfkit embeds only those a run then uses. */
export function registerPdfFonts(doc: typeof PDFDocument.prototype): void {
  for (const { name, data } of loadFonts().values()) doc.registerFont(name, data);
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const TELUGU = /\p{Script=Telugu}/u;
/** Letters, digits and signs of Latin text: they go to Inter even inside a Hindi or Telugu run. */
const LATIN_LETTER = /[\p{Script=Latin}\p{Nd}]/u;

function scriptOf(char: string): Script | null {
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (TELUGU.test(char)) return 'telugu';
  return null;
}

export interface TextRun {
  /** The registered font name (`telugu-bold`...). */
  font: string;
  text: string;
}

/** The text cut into runs, each with the font that has its glyphs. */
export function textRuns(text: string, weight: PdfWeight): TextRun[] {
  const runs: { script: Script; text: string }[] = [];
  let current: Script | null = null;
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    let script = scriptOf(char);
    if (!script) {
      // A character of no script (space, punctuation, the danda, a joiner) or of Latin: the current run
      // keeps it when its font has it, unless it is a Latin letter or digit (those read best in Inter).
      if (current && !LATIN_LETTER.test(char) && font(current, weight).font.hasGlyphForCodePoint(codePoint))
        script = current;
      else
        script =
          (['latin', 'latinExt'] as const).find((candidate) =>
            font(candidate, weight).font.hasGlyphForCodePoint(codePoint),
          ) ?? 'latin';
    }
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
    current = script;
  }
  return runs.map((run) => ({ font: fontKey(run.script, weight), text: run.text }));
}

type Doc = typeof PDFDocument.prototype;
type TextOptions = PDFKit.Mixins.TextOptions;

/** The width of the text at `size`, each run measured in its font. */
export function widthOfText(doc: Doc, text: string, size: number, weight: PdfWeight): number {
  let width = 0;
  for (const run of textRuns(text, weight))
    width += doc.font(run.font).fontSize(size).widthOfString(run.text);
  return width;
}

/**
 * Writes the text as `doc.text` does (at `x`, `y` or where the last text left off; width, alignment and
 * wrapping from `options`), each run in its font, in the document's current size and colour.
 */
export function writeText(
  doc: Doc,
  text: string,
  weight: PdfWeight,
  at: { x?: number; y?: number } = {},
  options: TextOptions = {},
): Doc {
  const runs = textRuns(text, weight);
  if (runs.length === 0) runs.push({ font: fontKey('latin', weight), text: '' });
  runs.forEach((run, index) => {
    doc.font(run.font);
    const indian = INDIAN_SCRIPTS.has(run.font.replace(/-(regular|bold)$/, '') as Script);
    if (indian) readsAsTyped(doc);
    const last = index === runs.length - 1;
    const runOptions = {
      ...options,
      // Letter spacing would break the headline bar that joins Devanagari letters, and Telugu syllables.
      ...(indian ? { characterSpacing: 0 } : {}),
      continued: last ? (options.continued ?? false) : true,
    };
    if (index === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

// --- fontkit issue 367: NULL GPOS anchors -------------------------------------------------------------

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
}
const GUARDED = Symbol('nullAnchorsGuarded');

/**
 * Makes fontkit's GPOS processor (shared by every font it reads) skip a mark attachment whose anchor the
 * font leaves empty instead of throwing. The processor is reached through a font, as fontkit does not
 * export it; if fontkit's insides ever change, this throws at the first PDF, and the receipt tests fail.
 */
export function guardNullAnchors(sample: fontkit.Font): void {
  sample.layout('క');
  const processor = (sample as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } })
    ._layoutEngine?.engine?.GPOSProcessor;
  const prototype = processor && (Object.getPrototypeOf(processor) as GposProcessor & { [GUARDED]?: true });
  if (!prototype || typeof prototype.applyAnchor !== 'function')
    throw new Error('fontkit changed: its GPOS processor was not found (see docs/decisions/095)');
  if (prototype[GUARDED]) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  prototype[GUARDED] = true;
}

// --- Text that reads back as typed ---------------------------------------------------------------------

/**
 * The letters each glyph stands for in the PDF's text. Where the shaper put a syllable's glyphs in another
 * order than its letters, the glyphs take the syllable's letters in typed order instead of their own.
 */
export function glyphTexts(glyphs: readonly (readonly number[])[], text: readonly number[]): number[][] {
  const out: number[][] = [];
  let position = 0;
  let index = 0;
  while (index < glyphs.length) {
    let end = -1;
    let count = 0;
    const bag = new Map<number, number>();
    // The shortest run of glyphs from here whose letters are the next letters of the text, in any order.
    for (let next = index; next < glyphs.length && next < index + 16; next++) {
      for (const point of glyphs[next] as number[]) bag.set(point, (bag.get(point) ?? 0) + 1);
      count += (glyphs[next] as number[]).length;
      if (position + count > text.length) break;
      if (count > 0 && sameLetters(bag, text.slice(position, position + count))) {
        end = next;
        break;
      }
    }
    if (end === -1) {
      // Not accounted for (a glyph the shaper added): as pdfkit would, the glyph's own letters.
      out.push([...(glyphs[index] as number[])]);
      position += (glyphs[index] as number[]).length;
      index++;
      continue;
    }
    // The syllable's letters in typed order, handed out to its glyphs in their order, as many to each as
    // it stands for: read glyph by glyph, the syllable reads as typed.
    for (let glyph = index; glyph <= end; glyph++) {
      const take = (glyphs[glyph] as number[]).length;
      out.push(text.slice(position, position + take));
      position += take;
    }
    index = end + 1;
  }
  return out;
}

function sameLetters(bag: Map<number, number>, letters: readonly number[]): boolean {
  const left = new Map(bag);
  for (const point of letters) {
    const have = left.get(point);
    if (!have) return false;
    left.set(point, have - 1);
  }
  return true;
}

/** What of pdfkit's embedded font (`doc._font`) the text encoding uses. */
interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: fontkit.Glyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  [READS_AS_TYPED]?: Map<string, number>;
}
const READS_AS_TYPED = Symbol('readsAsTyped');

/**
 * Gives the document's current font (an Indian script's) an `encode` that maps each glyph to its letters
 * as `glyphTexts` says. One glyph drawn for two different texts becomes two entries of the subset (the
 * PDF maps each entry to one text), a few hundred bytes each.
 */
function readsAsTyped(doc: Doc): void {
  const embedded = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded || typeof embedded.encode !== 'function' || !embedded.subset?.glyphs)
    throw new Error('pdfkit changed: its embedded font was not found (see docs/decisions/095)');
  if (embedded[READS_AS_TYPED]) return;
  const entries = new Map<string, number>();
  embedded[READS_AS_TYPED] = entries;
  embedded.encode = function (this: EmbeddedFont, text: string, features?: unknown): [string[], unknown[]] {
    const { glyphs, positions } = this.layout(text, features);
    const texts = glyphTexts(
      glyphs.map((glyph) => glyph.codePoints),
      Array.from(text, (char) => char.codePointAt(0) as number),
    );
    const codes = glyphs.map((glyph, index) => {
      const letters = texts[index] as number[];
      const key = `${glyph.id}:${letters.join(',')}`;
      let entry = entries.get(key);
      if (entry === undefined) {
        entry = this.subset.includeGlyph(glyph.id);
        const existing = this.unicode[entry];
        if (existing && existing.join(',') !== letters.join(',')) {
          this.subset.glyphs.push(glyph.id);
          entry = this.subset.glyphs.length - 1;
        }
        entries.set(key, entry);
        this.widths[entry] ??= glyph.advanceWidth * this.scale;
        this.unicode[entry] ??= letters;
      }
      return `0000${entry.toString(16)}`.slice(-4);
    });
    return [codes, positions];
  };
}
