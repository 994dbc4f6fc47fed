import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Text as SVG glyph outlines of the Inter font shipped in @fontsource/inter, so images drawn from it (the
 * catalog illustrations, the share image) do not depend on the fonts installed on the machine.
 */
// opentype.js ships no type declarations, hence the minimal interfaces below.

interface OtPathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface OtPath {
  commands: OtPathCommand[];
}
interface OtGlyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): OtPath;
}
interface OtFont {
  unitsPerEm: number;
  charToGlyph(char: string): OtGlyph;
}
interface OpentypeModule {
  parse(buffer: ArrayBuffer): OtFont;
}

const localRequire = createRequire(import.meta.url);
export type Weight = 500 | 600 | 700 | 800;
const fonts = new Map<Weight, OtFont>();

function font(weight: Weight): OtFont {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const opentype = localRequire('opentype.js') as OpentypeModule;
  const dir = path.join(path.dirname(localRequire.resolve('@fontsource/inter/package.json')), 'files');
  const file = fs.readFileSync(path.join(dir, `inter-latin-${weight}-normal.woff`));
  const parsed = opentype.parse(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
  );
  fonts.set(weight, parsed);
  return parsed;
}

export interface TextStyle {
  weight: Weight;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

/**
 * Glyph-by-glyph layout. opentype.js's own string layout (Font.getPath) runs GSUB features that fail on
 * Inter ("substFormat 2 is not yet supported"), and plain Latin text needs no shaping.
 */
export function textWidth(text: string, style: TextStyle): number {
  const f = font(style.weight);
  const scale = style.size / f.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  let width = 0;
  for (const char of text) width += (f.charToGlyph(char).advanceWidth ?? 0) * scale + tracking;
  return width - (text.length > 0 ? tracking : 0);
}

const num = (value = 0): string => String(Math.round(value * 100) / 100);

/**
 * SVG path data of a glyph outline. Path.toPathData() is not used: its rounding turns coordinates whose
 * fractional part is tiny (e.g. 178.00000000000003) into NaN, which breaks whole glyphs.
 */
function pathData(glyphPath: OtPath): string {
  let data = '';
  for (const c of glyphPath.commands) {
    if (c.type === 'Z') data += 'Z';
    else if (c.type === 'Q') data += `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
    else if (c.type === 'C')
      data += `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
    else data += `${c.type}${num(c.x)} ${num(c.y)}`;
  }
  return data;
}

/** SVG path data of `text` with its baseline starting at (x, y). */
export function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const f = font(style.weight);
  const scale = style.size / f.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  let cursor = x;
  let data = '';
  for (const char of text) {
    const glyph = f.charToGlyph(char);
    data += pathData(glyph.getPath(cursor, y, style.size));
    cursor += (glyph.advanceWidth ?? 0) * scale + tracking;
  }
  return data;
}
