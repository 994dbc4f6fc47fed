// Hindi and Telugu web fonts cut to our own texts at build time (docs/decisions/215): one static file per
// script and weight, holding only the glyphs that shaping our texts produces, plus the full variable file as
// a second family for letters no text of ours has (a seller's name, an address).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(webRoot, '../..');

/**
 * The static files cut per script: two faces for the six weights the site's Tailwind classes use (font-normal
 * to font-black). The regular face (400) draws font-normal and font-medium, the bold face (700) font-semibold
 * to font-black, headings included. A page fetches two files instead of up to five (a Telugu FAQ: 105 kB of
 * fonts became 40 kB), so they can be there before its first paint and nothing moves when they arrive
 * (DR 215, amended).
 */
export const FACES = [
  { name: 'regular', weight: 400, draws: [400, 500] },
  { name: 'bold', weight: 700, draws: [600, 900] },
] as const;
export type Face = (typeof FACES)[number];
export type Weight = Face['weight'];
/** The weights cut, one file each. */
export const WEIGHTS: readonly Weight[] = FACES.map((face) => face.weight);

export interface ScriptFont {
  /** The family our CSS declares for the subsets; the full file is `${family} Full`. */
  family: string;
  /** The site's language written in this script. */
  locale: 'hi' | 'te';
  /** Intl's name of that language (INTL_LOCALES in packages/shared). */
  intlLocale: string;
  /** The variable woff2 of the @fontsource-variable package, as Vite resolves it. */
  source: string;
  /** The script's letters: the characters this font answers for on a page (everything else is the system's). */
  letters: RegExp;
  /** The same letters as a CSS unicode-range, for the full file. */
  unicodeRange: string;
  /** The files' stem: noto-sans-devanagari-800.woff2. */
  stem: string;
}

export const SCRIPTS: readonly ScriptFont[] = [
  {
    family: 'Noto Sans Devanagari',
    locale: 'hi',
    intlLocale: 'hi-IN',
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    letters: /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/u,
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+A8E0-A8FF',
    stem: 'noto-sans-devanagari',
  },
  {
    family: 'Noto Sans Telugu',
    locale: 'te',
    intlLocale: 'te-IN',
    source: '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
    letters: /[\u0C00-\u0C7F]/u,
    unicodeRange: 'U+0C00-0C7F',
    stem: 'noto-sans-telugu',
  },
];

/** Joiners steer conjuncts and the dotted circle stands in for a mark without a base: kept, never listed. */
const HELPERS = '\u200C\u200D\u25CC';

/**
 * Where the texts a page can show in Hindi or Telugu live: the messages, the articles, glossary and date words
 * in packages/shared, and the few words the web app and the server write themselves (tests left out).
 */
const TEXT_SOURCES = ['packages/shared/messages', 'packages/shared/src', 'apps/web/src', 'apps/server/src'];
const GENERATED = /[\\/]i18n[\\/]paraglide[\\/]/;
const TEST_FILE = /\.test\.tsx?$|[\\/]test[\\/]/;

export function textFiles(): string[] {
  const files: string[] = [];
  for (const source of TEXT_SOURCES) {
    for (const entry of fs.readdirSync(path.join(repoRoot, source), {
      recursive: true,
      withFileTypes: true,
    })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.(json|ts|tsx)$/.test(entry.name)) continue;
      if (GENERATED.test(file) || TEST_FILE.test(file) || file.includes('node_modules')) continue;
      files.push(file);
    }
  }
  return files.sort();
}

/** The words Intl writes for dates in a language (the blog's and the privacy notice's dates). */
export function intlWords(locale: string): string[] {
  const words: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const day = new Date(Date.UTC(2026, index, 1 + index, 5 + index));
    for (const month of ['long', 'short'] as const)
      words.push(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(day));
    for (const weekday of ['long', 'short'] as const)
      words.push(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(day));
    for (const dateStyle of ['full', 'long', 'medium'] as const)
      words.push(
        new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone: 'UTC' }).format(day),
      );
  }
  return words;
}

/**
 * Every word in the script that our texts hold: a word is a run of the script's letters and joiners, the unit
 * a shaper forms conjuncts in (nothing joins across a space or a punctuation mark).
 */
export function scriptWords(script: ScriptFont, texts: readonly string[]): string[] {
  const word = new RegExp(`[${script.letters.source.slice(1, -1)}\u200C\u200D]+`, 'gu');
  const words = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(word)) words.add(match[0]);
  return [...words].sort();
}

/** Every string in a JSON document, one per line. */
function jsonStrings(text: string): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  walk(JSON.parse(text));
  return strings.join('\n');
}

/**
 * A listed file's text, or undefined when it went between the listing and the read: the module-boundaries
 * test lints a probe file it writes into a module's folder for a moment, and the unit tests run side by side.
 */
function readIfStillThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** All our texts, one string per file, and Intl's date words. */
export function ourTexts(): string[] {
  return [
    ...textFiles().flatMap((file) => {
      const text = readIfStillThere(file);
      if (text === undefined) return [];
      // A message file's strings as JSON reads them: an escaped letter or joiner ("\u200c") counts as itself.
      return [file.endsWith('.json') ? jsonStrings(text) : text];
    }),
    ...SCRIPTS.flatMap((script) => intlWords(script.intlLocale)),
  ];
}

function shapedBuffer(font: hb.Font, word: string): hb.Buffer {
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer;
}

/** The final glyphs harfbuzz shapes each word into, at every weight (a variable font may swap glyphs by weight). */
export function shapedGlyphs(fontData: Uint8Array, words: readonly string[]): Set<number> {
  const font = new hb.Font(new hb.Face(new hb.Blob(fontData)));
  const glyphs = new Set<number>();
  for (const weight of WEIGHTS) {
    font.setVariations([new hb.Variation('wght', weight)]);
    for (const word of words)
      for (const info of shapedBuffer(font, word).getGlyphInfos()) glyphs.add(info.codepoint);
  }
  return glyphs;
}

/**
 * Every glyph harfbuzz passes through while it shapes the words at one weight: also the intermediate forms a
 * conjunct is built from (a half form that a later rule joins with the next letter), without which that rule
 * would be dropped from the subset. Slow (a copy of the buffer after every lookup): only for the words that
 * need it.
 */
export function tracedGlyphs(fontData: Uint8Array, words: readonly string[], weight: number): Set<number> {
  const font = new hb.Font(new hb.Face(new hb.Blob(fontData)));
  font.setVariations([new hb.Variation('wght', weight)]);
  const glyphs = new Set<number>();
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
    }
  }
  return glyphs;
}

/**
 * The words a subset shapes otherwise than the full font at the same weight: other glyphs (outlines), places or
 * clusters. A static instance holds whole font units, so numbers may differ by one.
 */
export function wordsShapedOtherwise(
  full: Uint8Array,
  subset: Uint8Array,
  words: readonly string[],
  weight: number,
): string[] {
  const fullFont = new hb.Font(new hb.Face(new hb.Blob(full)));
  fullFont.setVariations([new hb.Variation('wght', weight)]);
  const subsetFont = new hb.Font(new hb.Face(new hb.Blob(subset)));
  const shape = (font: hb.Font, word: string) => {
    const buffer = shapedBuffer(font, word);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((info, index) => {
      const position = positions[index] as hb.GlyphPosition;
      // The outline as numbers: another glyph (a weight's own form of a conjunct) draws another outline.
      const outline = (font.glyphToPath(info.codepoint).match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi) ?? []).map(
        Number,
      );
      return [
        info.codepoint === 0,
        info.cluster,
        position.xAdvance,
        position.xOffset,
        position.yOffset,
        ...outline,
      ];
    });
  };
  return words.filter((word) => {
    const ours = shape(subsetFont, word);
    const theirs = shape(fullFont, word);
    return (
      ours.length !== theirs.length ||
      ours.some(
        ([notdef, cluster, ...numbers], index) =>
          notdef ||
          cluster !== theirs[index]?.[1] ||
          numbers.length !== (theirs[index]?.length ?? 0) - 2 ||
          numbers.some((value, at) => Math.abs(Number(value) - Number(theirs[index]?.[at + 2])) > 1),
      )
    );
  });
}

interface SubsetWasm {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_pin_axis_location(input: number, face: number, tag: number, value: number): number;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize(): void;
}

let subsetWasm: Promise<SubsetWasm> | undefined;
/** HarfBuzz's subsetter (hb-subset), the wasm build harfbuzzjs ships. */
function loadSubsetter(): Promise<SubsetWasm> {
  subsetWasm ??= (async () => {
    const file = fileURLToPath(import.meta.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(file));
    const exports = instance.exports as unknown as SubsetWasm;
    exports._initialize();
    return exports;
  })();
  return subsetWasm;
}

const tag = (name: string) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * A static instance of the variable font at one weight holding the characters' own glyphs and the given ones.
 * No layout closure: the conjuncts and forms our words do not use stay out, and the layout tables keep only
 * the rules among the glyphs kept, so our words shape exactly as in the full font (tested).
 */
export async function subsetFont(
  fontTtf: Uint8Array,
  characters: Iterable<number>,
  glyphs: Iterable<number>,
  weight: number,
): Promise<Uint8Array> {
  const wasm = await loadSubsetter();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const input = wasm.hb_subset_input_create_or_fail();
  const data = wasm.malloc(fontTtf.byteLength);
  heap().set(fontTtf, data);
  const blob = wasm.hb_blob_create(data, fontTtf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  try {
    // Every layout feature (the shaper needs them all for Indic scripts).
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const character of characters) wasm.hb_set_add(unicodes, character);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    if (!wasm.hb_subset_input_pin_axis_location(input, face, tag('wght'), weight))
      throw new Error(`The font has no weight axis to pin at ${weight}`);
    const subset = wasm.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb_subset_or_fail failed');
    const result = wasm.hb_face_reference_blob(subset);
    const start = wasm.hb_blob_get_data(result, 0);
    const bytes = heap().slice(start, start + wasm.hb_blob_get_length(result));
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return bytes;
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}

export function sourceFile(script: ScriptFont): string {
  return fileURLToPath(import.meta.resolve(script.source));
}

/** The variable source font as TrueType (harfbuzz reads no woff2). */
export async function sourceTtf(script: ScriptFont): Promise<Uint8Array> {
  return new Uint8Array(await fontverter.convert(fs.readFileSync(sourceFile(script)), 'truetype'));
}

/** A CSS unicode-range of exactly these code points, consecutive ones as ranges. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && (sorted[end + 1] as number) === (sorted[end] as number) + 1) end += 1;
    const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
    parts.push(
      end === index
        ? `U+${hex(sorted[index] as number)}`
        : `U+${hex(sorted[index] as number)}-${hex(sorted[end] as number)}`,
    );
    index = end + 1;
  }
  return parts.join(', ');
}

export interface ScriptSubset {
  script: ScriptFont;
  /** The script's letters our texts use: the subset's unicode-range. */
  letters: number[];
  /** One woff2 per weight. */
  files: Map<Weight, Uint8Array>;
}

/** The subsets of one script, from the given texts. */
export async function buildScriptSubset(script: ScriptFont, texts: readonly string[]): Promise<ScriptSubset> {
  const words = scriptWords(script, texts);
  const letters = [
    ...new Set(
      words
        .flatMap((word) => [...word].filter((char) => script.letters.test(char)))
        .map((char) => char.codePointAt(0) as number),
    ),
  ].sort((a, b) => a - b);
  const ttf = await sourceTtf(script);
  const glyphs = shapedGlyphs(ttf, words);
  const characters = [...letters, ...[...HELPERS].map((char) => char.codePointAt(0) as number)];
  const files = new Map<Weight, Uint8Array>();
  for (const weight of WEIGHTS) {
    // The final glyphs first; then the words the cut shapes otherwise get their intermediate forms too.
    let instance = await subsetFont(ttf, characters, glyphs, weight);
    let otherwise = wordsShapedOtherwise(ttf, instance, words, weight);
    for (let round = 0; otherwise.length > 0 && round < 3; round += 1) {
      for (const glyph of tracedGlyphs(ttf, otherwise, weight)) glyphs.add(glyph);
      instance = await subsetFont(ttf, characters, glyphs, weight);
      otherwise = wordsShapedOtherwise(ttf, instance, words, weight);
    }
    if (otherwise.length > 0)
      throw new Error(
        `${script.stem}-${weight} shapes ${otherwise.slice(0, 5).join(' ')} otherwise than the full font`,
      );
    files.set(weight, new Uint8Array(await fontverter.convert(Buffer.from(instance), 'woff2')));
  }
  return { script, letters, files };
}

/** Which scripts' subsets a build declares: its own language's; every one in a build of all languages. */
export function scriptsFor(locale: string | undefined): ScriptFont[] {
  return SCRIPTS.filter((script) => locale === undefined || script.locale === locale);
}

/**
 * The @font-face rules of a build: the subsets of its language's script (font-display: swap, each listing
 * exactly the letters it holds), and for every script the full variable file under `${family} Full`, which
 * the browser fetches only for a letter no subset has.
 */
export function fontFaceCss(subsets: readonly ScriptSubset[], fileName: (stem: string) => string): string {
  const rules: string[] = [];
  for (const subset of subsets) {
    for (const face of FACES) {
      if (!subset.files.has(face.weight)) continue;
      const weight = face.weight;
      rules.push(`@font-face {
  font-family: "${subset.script.family}";
  font-style: normal;
  font-weight: ${face.draws[0]} ${face.draws[1]};
  font-display: swap;
  src: url("${fileName(`${subset.script.stem}-${weight}`)}") format("woff2");
  unicode-range: ${unicodeRange(subset.letters)};
}`);
    }
  }
  for (const script of SCRIPTS) {
    rules.push(`@font-face {
  font-family: "${script.family} Full";
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url("${script.source}") format("woff2");
  unicode-range: ${script.unicodeRange};
}`);
  }
  return `/* Written by apps/web/build/script-fonts.ts at build time: do not edit. */\n${rules.join('\n')}\n`;
}

/** The folder the build writes the subsets and each build's CSS into (git ignores it). */
export const GENERATED_DIR = path.join(webRoot, '.generated', 'script-fonts');

/** The name of a build's CSS file: fonts-hi.css, or fonts-all.css for a build of every language. */
export const cssFileName = (locale: string | undefined) => `fonts-${locale ?? 'all'}.css`;

/**
 * Writes the subsets and the CSS of every kind of build into GENERATED_DIR, unless the files there were made
 * from the same texts, fonts and code (a stamp of their hash): the four builds of `npm run build` cut once.
 */
export async function writeScriptFonts(dir = GENERATED_DIR): Promise<void> {
  const texts = ourTexts();
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const script of SCRIPTS) hash.update(fs.readFileSync(sourceFile(script)));
  for (const text of texts) hash.update(text);
  const stamp = hash.digest('hex');
  const stampFile = path.join(dir, 'stamp');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;

  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // One after the other: wawoff2 (fontverter's woff2 coder) garbles a file when two conversions overlap.
  const subsets: ScriptSubset[] = [];
  for (const script of SCRIPTS) subsets.push(await buildScriptSubset(script, texts));
  for (const subset of subsets)
    for (const [weight, file] of subset.files)
      fs.writeFileSync(path.join(dir, `${subset.script.stem}-${weight}.woff2`), file);
  for (const locale of ['en', 'hi', 'te', undefined]) {
    const css = fontFaceCss(
      subsets.filter((subset) => scriptsFor(locale).includes(subset.script)),
      (stem) => `./${stem}.woff2`,
    );
    fs.writeFileSync(path.join(dir, cssFileName(locale)), css);
  }
  fs.writeFileSync(stampFile, stamp);
}
