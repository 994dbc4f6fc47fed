/**
 * The part of fontkit (pdfkit's font engine, no types of its own) that `lib/pdf-text.ts` and
 * `scripts/draw-language-names.ts` use.
 */
declare module 'fontkit' {
  export interface Path {
    translate(x: number, y: number): Path;
    mapPoints(map: (x: number, y: number) => [number, number]): Path;
    toSVG(): string;
  }
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
    path: Path;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
