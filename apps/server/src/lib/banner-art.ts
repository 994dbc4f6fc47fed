// The home page's banner art in Hindi and Telugu (apps/web/public/banners/<locale>/<name>.svg) from the
// English art (apps/web/public/banners/<name>.svg): each English line of text replaced by its message
// (packages/shared/messages/banners) drawn as outlines, shaped by fontkit from the same fonts the receipt PDF
// embeds (Noto Sans Devanagari and Telugu, Inter for Latin letters, figures and ₹). The files are drawn by
// `node --import tsx apps/server/src/scripts/draw-banners.ts` and committed; a test fails while they differ
// from what the messages and the art draw now.
//
// Why outlines, not text: an SVG shown as an <img> cannot use the page's web fonts, and the system's fonts
// lack these scripts on some machines (Linux without Indian fonts draws empty boxes), as with the language
// switcher's names (draw-language-names.ts). A line wider than the English one is drawn smaller to fit in
// its place; the script prints each line's scale so a translation can be shortened where it shrinks much.
//
// In a message, *stars* mark the part drawn in the line's second colour (the English art's coloured <tspan>).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@phonix/shared/i18n';
import * as fontkit from 'fontkit';
import { m as messages } from './messages.ts';
import { guardNullAnchors } from './pdf-text.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../../..');
/** The English art; each language's under <locale>/. */
export const BANNER_ART_DIR = path.join(root, 'apps/web/public/banners');
const englishMessages = JSON.parse(
  fs.readFileSync(path.join(root, 'packages/shared/messages/banners/en.json'), 'utf8'),
) as Record<string, string>;

export const BANNER_LOCALES = ['hi', 'te'] as const satisfies readonly Locale[];
export type BannerLocale = (typeof BANNER_LOCALES)[number];

type Script = 'latin' | 'latinExt' | 'devanagari' | 'telugu';
const FONT_FILES: Record<Script, (weight: number) => [string, string]> = {
  latin: (weight) => ['@fontsource/inter', `inter-latin-${weight}-normal.woff`],
  latinExt: (weight) => ['@fontsource/inter', `inter-latin-ext-${weight}-normal.woff`],
  // The 500 file of Noto Sans Devanagari does not lay out in fontkit (its glyph locations are not read): 400.
  devanagari: (weight) => [
    '@fontsource/noto-sans-devanagari',
    `noto-sans-devanagari-devanagari-${weight === 500 ? 400 : weight}-normal.woff`,
  ],
  telugu: (weight) => ['@fontsource/noto-sans-telugu', `noto-sans-telugu-telugu-${weight}-normal.woff`],
};

const loaded = new Map<string, fontkit.Font>();
function fontFor(script: Script, weight: number): fontkit.Font {
  const key = `${script}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const [fontPackage, file] = FONT_FILES[script](weight);
    const dir = path.dirname(require.resolve(`${fontPackage}/package.json`));
    font = fontkit.create(fs.readFileSync(path.join(dir, 'files', file))) as fontkit.Font;
    // fontkit's mark positioning is shared by every font: guarded once, through a Telugu one (DR 095).
    if (script === 'telugu') guardNullAnchors(font);
    loaded.set(key, font);
  }
  return font;
}

/** The script whose font draws a character; undefined for spaces and punctuation, which join their neighbour. */
function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0c00 && code <= 0x0c7f) return 'telugu';
  if (/[A-Za-z0-9]/.test(char)) return 'latin';
  if (code === 0x20b9) return 'latinExt';
  return undefined;
}

interface Segment {
  text: string;
  /** The segment's own colour (a *starred* part), else the line's. */
  fill?: string;
}

interface Line {
  x: number;
  y: number;
  size: number;
  weight: number;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  letterSpacing: number;
  segments: Segment[];
}

/** Runs of one font each: a neutral character (space, comma) goes with the run before it if that font has it. */
function fontRuns(text: string, weight: number): { text: string; font: fontkit.Font; script: Script }[] {
  const runs: { text: string; font: fontkit.Font; script: Script }[] = [];
  for (const char of text) {
    const own = scriptOf(char);
    const last = runs.at(-1);
    const script =
      own ??
      (last?.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? last.script : undefined) ??
      (fontFor('latin', weight).hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? 'latin' : 'latinExt');
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, font: fontFor(script, weight), script });
  }
  return runs;
}

/**
 * The glyph outlines an SVG uses, each once, in font units (y up) with relative integer commands; each place
 * a glyph is drawn is a <use> that moves and scales it. Telugu and Hindi lines repeat many glyphs, so this
 * keeps the art a fraction of the size of one outline per letter.
 */
class GlyphSheet {
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];

  use(glyph: fontkit.Glyph, fontKey: string): string {
    const key = `${fontKey}:${glyph.id}`;
    let id = this.ids.get(key);
    if (!id) {
      id = `g${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(`<path id="${id}" d="${relativePath(glyph.path)}"/>`);
    }
    return id;
  }

  toSVG(): string {
    return this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

/** An outline's drawing commands, which fontkit keeps on its Path (its type declarations leave them out). */
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
const commandsOf = (outline: fontkit.Path) => (outline as unknown as { commands: PathCommand[] }).commands;

/** A glyph's outline as relative commands in whole font units: short, and exact to a thousandth of an em. */
function relativePath(outline: fontkit.Path): string {
  let x = 0;
  let y = 0;
  // After a close the pen is back where its outline began: the next relative move starts there.
  let start = [0, 0];
  let out = '';
  const step = (values: number[]) => {
    const parts: number[] = [];
    for (let index = 0; index < values.length; index += 2) {
      parts.push(Math.round(values[index] ?? 0) - x, Math.round(values[index + 1] ?? 0) - y);
    }
    return parts;
  };
  const text = (parts: number[]) => parts.join(' ').replace(/ -/g, '-');
  for (const { command, args } of commandsOf(outline)) {
    if (command === 'closePath') {
      out += 'z';
      [x, y] = start as [number, number];
      continue;
    }
    const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command];
    const parts = step(args);
    out += `${letter}${text(parts)}`;
    x = Math.round(args[args.length - 2] ?? 0);
    y = Math.round(args[args.length - 1] ?? 0);
    if (command === 'moveTo') start = [x, y];
  }
  return out;
}

/** The line's <use> elements, one group per colour, from its left edge at x = 0 on the baseline, and its width. */
function drawLine(
  line: Line,
  scale: number,
  sheet: GlyphSheet,
): { width: number; groups: { fill: string; uses: string }[] } {
  const size = line.size * scale;
  let pen = 0;
  const groups: { fill: string; uses: string }[] = [];
  const round = (value: number) => Math.round(value * 10) / 10;
  for (const segment of line.segments) {
    let uses = '';
    for (const run of fontRuns(segment.text, line.weight)) {
      const unit = size / run.font.unitsPerEm;
      // Letter spacing spreads Latin capitals; between Indian letters it would pull a syllable's signs apart.
      const spacing = run.script === 'latin' ? line.letterSpacing * scale : 0;
      const laid = run.font.layout(run.text);
      laid.glyphs.forEach((glyph, index) => {
        const position = laid.positions[index];
        if (!position) return;
        if (commandsOf(glyph.path).length > 0) {
          const id = sheet.use(glyph, `${run.script}-${line.weight}`);
          const left = round(pen + position.xOffset * unit);
          const rise = round(-position.yOffset * unit);
          uses += `<use href="#${id}" transform="translate(${left} ${rise})scale(${unit.toFixed(5)} -${unit.toFixed(5)})"/>`;
        }
        pen += position.xAdvance * unit + spacing;
      });
    }
    groups.push({ fill: segment.fill ?? line.fill, uses });
  }
  return { width: pen, groups };
}

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

function parseLine(attributes: string, inner: string): Line {
  const parts = [...inner.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)];
  const segments: Segment[] =
    parts.length > 0
      ? parts.map(([, spanAttributes = '', text = '']) => ({
          text: decode(text),
          fill: attribute(spanAttributes, 'fill'),
        }))
      : [{ text: decode(inner) }];
  // A line drawn in one colour of its own is that colour's line, not a coloured part.
  const [only] = segments;
  const ownFill = segments.length === 1 && only?.fill ? only.fill : undefined;
  if (ownFill && only) only.fill = undefined;
  return {
    x: Number(attribute(attributes, 'x') ?? 0),
    y: Number(attribute(attributes, 'y') ?? 0),
    size: Number(attribute(attributes, 'font-size')),
    weight: Number(attribute(attributes, 'font-weight') ?? 400),
    fill: ownFill ?? attribute(attributes, 'fill') ?? '#000000',
    anchor: (attribute(attributes, 'text-anchor') ?? 'start') as Line['anchor'],
    letterSpacing: Number(attribute(attributes, 'letter-spacing') ?? 0),
    segments,
  };
}

/** The line as its message reads in English: a coloured part between stars. */
const englishText = (line: Line) =>
  line.segments.map((segment) => (segment.fill ? `*${segment.text.trim()}*` : segment.text)).join('');

/** The message whose English is this text, or undefined where the art's text is not words (₹24,500, 17). */
function messageKey(text: string): string | undefined {
  const key = Object.keys(englishMessages).find((name) => englishMessages[name] === text);
  if (key) return key;
  if (/[A-Za-z]/.test(text.replace('Phonix', ''))) throw new Error(`No banner message reads "${text}"`);
  return undefined;
}

function translated(line: Line, key: string, locale: Locale): Line {
  const message = (
    messages as unknown as Record<string, (inputs: object, options: { locale: Locale }) => string>
  )[key];
  if (!message) throw new Error(`The message ${key} is not compiled: npm run i18n:compile`);
  const colour = line.segments.find((segment) => segment.fill)?.fill;
  const segments = message({}, { locale })
    .split('*')
    .map((text, index) => ({ text, fill: index % 2 === 1 ? colour : undefined }))
    .filter((segment) => segment.text.length > 0);
  return { ...line, segments };
}

function drawn(english: Line, line: Line, sheet: GlyphSheet): { svg: string; scale: number } {
  const measure = new GlyphSheet();
  const room = drawLine(english, 1, measure).width;
  const width = drawLine(line, 1, measure).width;
  const scale = width > room ? room / width : 1;
  const { width: drawnWidth, groups } = drawLine(line, scale, sheet);
  const left =
    line.anchor === 'middle' ? line.x - drawnWidth / 2 : line.anchor === 'end' ? line.x - drawnWidth : line.x;
  const svg = groups
    .map(
      ({ fill, uses }) => `<g transform="translate(${left.toFixed(1)} ${line.y})" fill="${fill}">${uses}</g>`,
    )
    .join('');
  return { svg, scale };
}

export interface TranslatedArt {
  svg: string;
  /** Each translated line drawn smaller than its English one, with its scale (1 = as large). */
  shrunk: { key: string; scale: number }[];
}

/** One English banner drawn in a language: its words outlined, figures and the brand name left as they are. */
export function translateBannerArt(english: string, locale: BannerLocale): TranslatedArt {
  const sheet = new GlyphSheet();
  const shrunk: TranslatedArt['shrunk'] = [];
  const art = english.replace(
    /<text([^>]*)>([\s\S]*?)<\/text>/g,
    (whole, attributes: string, inner: string) => {
      const line = parseLine(attributes, inner);
      const key = messageKey(englishText(line));
      if (!key) return whole;
      const { svg: outlines, scale } = drawn(line, translated(line, key, locale), sheet);
      if (scale < 1) shrunk.push({ key, scale });
      return outlines;
    },
  );
  // The glyphs go first, after the opening <svg> tag.
  return { svg: art.replace(/(<svg[^>]*>)/, `$1${sheet.toSVG()}`), shrunk };
}

/** The English banners' file names. */
export function bannerFiles(): string[] {
  return fs
    .readdirSync(BANNER_ART_DIR)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}
