import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMPANY } from '@phonix/shared/company';
import { SITE_IMAGE } from '@phonix/shared/seo';
import sharp from 'sharp';

/**
 * The site's share image (og:image / twitter:image of every page but the model pages): 1200 x 630 PNG,
 * drawn once at start-up into <imagesDir>/og/. Text is drawn as Inter glyph outlines (as the catalog
 * illustrations are), so the result does not depend on the machine's fonts.
 */

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, size: number): { commands: PathCommand[] };
}
interface Font {
  unitsPerEm: number;
  charToGlyph(char: string): Glyph;
}

const localRequire = createRequire(import.meta.url);

function loadFont(weight: 600 | 800): Font {
  const opentype = localRequire('opentype.js') as { parse(buffer: ArrayBuffer): Font };
  const dir = path.join(path.dirname(localRequire.resolve('@fontsource/inter/package.json')), 'files');
  const file = readFileSync(path.join(dir, `inter-latin-${weight}-normal.woff`));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
}

const n = (value = 0) => String(Math.round(value * 100) / 100);

/** SVG path data of a glyph (Path.toPathData() rounds some float noise into NaN). */
function pathData(commands: PathCommand[]): string {
  let data = '';
  for (const c of commands) {
    if (c.type === 'Z') data += 'Z';
    else if (c.type === 'Q') data += `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'C') data += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else data += `${c.type}${n(c.x)} ${n(c.y)}`;
  }
  return data;
}

/** Glyph by glyph (Inter's GSUB tables trip opentype.js's own string layout). */
function text(font: Font, value: string, x: number, baseline: number, size: number): string {
  let cursor = x;
  let data = '';
  for (const char of value) {
    const glyph = font.charToGlyph(char);
    data += pathData(glyph.getPath(cursor, baseline, size).commands);
    cursor += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return data;
}

export function renderSiteImageSvg(): string {
  const { width, height } = SITE_IMAGE;
  const bold = loadFont(800);
  const semi = loadFont(600);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/>
      <stop offset="1" stop-color="#134e4a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="1100" cy="560" r="180" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(90 110) scale(2.5)">
    <rect width="64" height="64" rx="14" fill="#ffffff"/>
    <rect x="20" y="10" width="24" height="44" rx="5" fill="none" stroke="#0f766e" stroke-width="4"/>
    <path d="M28 24h6a5 5 0 0 1 0 10h-6V24zm0 10v10" fill="none" stroke="#0f766e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <path d="${text(bold, COMPANY.name, 280, 232, 110)}" fill="#ffffff"/>
  <path d="${text(bold, 'Sell your old phone', 90, 400, 72)}" fill="#ffffff"/>
  <path d="${text(bold, 'for instant cash', 90, 480, 72)}" fill="#99f6e4"/>
  <path d="${text(semi, 'Exact quote in a minute · Free doorstep pickup · Paid on the spot', 90, 560, 30)}" fill="#ccfbf1"/>
</svg>`;
}

/** Writes <imagesDir>/og/phonix.png unless it is already there. */
export async function ensureSiteImage(imagesDir: string): Promise<void> {
  const file = path.join(imagesDir, SITE_IMAGE.path.replace(/^\/images\//, ''));
  try {
    await fs.access(file);
    return;
  } catch {
    // not drawn yet
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const png = await sharp(Buffer.from(renderSiteImageSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, png);
  await fs.rename(temporary, file);
}
