import { fullModelName } from '@phonix/shared/catalog';
import { MODEL_IMAGE } from '@phonix/shared/images';
import sharp from 'sharp';
import { type Circle, cameraGeometry, type DeviceLook, deviceLook, REFERENCE_BACK } from './device-looks.ts';
import { type TextStyle, textPath, textWidth } from './glyph-text.ts';

/**
 * Generated catalog artwork: brand wordmark tiles and phone illustrations (front and back of each model),
 * rendered as SVG and encoded to webp with sharp. Text is drawn as glyph outlines of the Inter font shipped in @fontsource/inter,
 * so the output does not depend on the fonts installed on the machine.
 */

export const BRAND_IMAGE = { width: 240, height: 160 } as const;
export { MODEL_IMAGE };

const WEBP_QUALITY = 82;

function centredText(text: string, centreX: number, baseline: number, style: TextStyle): string {
  return textPath(text, centreX - textWidth(text, style) / 2, baseline, style);
}

// ---------------------------------------------------------------------------------------------------------------
// Colour helpers.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match?.[1] ? Number.parseInt(match[1], 16) : 0x444444;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour darkened just enough to reach `ratio` contrast against `background`. */
function withContrast(color: Rgb, background: Rgb, ratio: number): Rgb {
  let result = color;
  for (let t = 0.05; contrast(result, background) < ratio && t <= 1; t += 0.05) result = mix(color, BLACK, t);
  return result;
}

function saturation(rgb: Rgb): number {
  const max = Math.max(...rgb);
  const min = Math.min(...rgb);
  return max === 0 ? 0 : (max - min) / max;
}

/** Accents for brands whose colour is black or grey (Apple, Nothing, Honor): picked per model for variety. */
const NEUTRAL_ACCENTS = ['#3a6df0', '#7b5cf0', '#0f9fb5', '#e0584c', '#2fa36b', '#d9822b', '#c2418f'];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function toWebp(svg: string): Promise<Buffer> {
  // effort 2: about 3x faster than the default 4 for files only ~6% larger, so first start stays quick.
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Brand tile.

/** A light tile with the brand name as a bold wordmark in the brand colour and a short accent bar below it. */
export async function renderBrandImage(brand: { name: string; color: string }): Promise<Buffer> {
  const { width, height } = BRAND_IMAGE;
  const base = parseHex(brand.color);
  const background: Rgb = [250, 250, 251];
  const ink = toHex(withContrast(base, background, 3.2));
  const padding = 30;
  let style: TextStyle = { weight: 800, size: 46, tracking: -0.03 };
  const measured = textWidth(brand.name, style);
  if (measured > width - 2 * padding)
    style = { ...style, size: (style.size * (width - 2 * padding)) / measured };
  const capHeight = style.size * 0.727; // Inter's cap height is 1490/2048 em.
  const baseline = height / 2 + capHeight / 2 - 6;
  const accent = toHex(luminance(base) > 0.7 ? withContrast(base, background, 1.6) : base);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(brand.name)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${toHex(mix(background, base, 0.05))}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="${centredText(brand.name, width / 2, baseline, style)}" fill="${ink}"/>
  <rect x="${width / 2 - 14}" y="${baseline + 16}" width="28" height="4" rx="2" fill="${accent}"/>
</svg>`;
  return toWebp(svg);
}

// ---------------------------------------------------------------------------------------------------------------
// Phone illustration: the model's front (behind, left) and back (in front, right), as product renders show
// them. What is drawn comes from deviceLook (device-looks.ts): form, front cut-out, camera layout, finish.

/**
 * Written into every generated model image (EXIF Software), so a later version of the drawing can replace
 * its own older files at start-up while photos put in their place are left alone (catalog-images.ts).
 */
export const ILLUSTRATION_VERSION = 'phonix-illustration/2';

export interface ModelArt {
  brandName: string;
  /** The series code, e.g. 'APPLE-IPHONE-15'. */
  seriesCode: string;
  modelName: string;
  year: number;
  /** The brand's colour: the finish of a series without a palette. */
  color: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const n2 = (value: number) => String(Math.round(value * 100) / 100);

/** Colours of one finish: the back, its frame and what sits on it. */
interface Paint {
  light: boolean;
  backFrom: string;
  backMid: string;
  backTo: string;
  metalLight: string;
  metalMid: string;
  metalDark: string;
  island: string;
  islandEdge: string;
  ink: string;
  /** The wallpaper's colour on the screen. */
  accent: Rgb;
}

function paintFor(look: DeviceLook, model: ModelArt): Paint {
  const base = parseHex(look.finish.body);
  const to = look.finish.to ? parseHex(look.finish.to) : base;
  const light = luminance(base) > 0.4;
  const steel: Rgb = light ? [206, 208, 212] : [104, 106, 112];
  const metal = mix(base, steel, 0.55);
  const brand = parseHex(model.color);
  const colourful = (rgb: Rgb) => saturation(rgb) > 0.22 && luminance(rgb) > 0.03 && luminance(rgb) < 0.85;
  const accent = colourful(base)
    ? base
    : colourful(brand)
      ? brand
      : parseHex(NEUTRAL_ACCENTS[hash(model.modelName) % NEUTRAL_ACCENTS.length] ?? '#3a6df0');
  return {
    light,
    backFrom: toHex(mix(base, WHITE, light ? 0.35 : 0.16)),
    backMid: toHex(mix(base, to, 0.5)),
    backTo: toHex(mix(to, BLACK, light ? 0.08 : 0.18)),
    metalLight: toHex(mix(metal, WHITE, 0.55)),
    metalMid: toHex(metal),
    metalDark: toHex(mix(metal, BLACK, 0.35)),
    island: toHex(light ? mix(base, BLACK, 0.1) : mix(base, WHITE, 0.13)),
    islandEdge: light ? '#000000' : '#ffffff',
    ink: toHex(light ? mix(base, BLACK, 0.45) : mix(base, WHITE, 0.55)),
    accent,
  };
}

function defs(paint: Paint): string {
  const night: Rgb = [8, 9, 16];
  return `<defs>
    <linearGradient id="back" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${paint.backFrom}"/><stop offset="0.45" stop-color="${paint.backMid}"/><stop offset="1" stop-color="${paint.backTo}"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="${paint.metalDark}"/><stop offset="0.18" stop-color="${paint.metalLight}"/><stop offset="0.5" stop-color="${paint.metalMid}"/><stop offset="0.85" stop-color="${paint.metalLight}"/><stop offset="1" stop-color="${paint.metalDark}"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.32" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.58" stop-color="#fff" stop-opacity="0"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.74" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="glass" cx="0.38" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#3b4c86"/><stop offset="0.45" stop-color="#121729"/><stop offset="1" stop-color="#040507"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#0f172a" stop-opacity="0.34"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="cast" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${toHex(mix(paint.accent, night, 0.82))}"/><stop offset="1" stop-color="${toHex(mix(paint.accent, night, 0.45))}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${toHex(mix(paint.accent, WHITE, 0.15))}" stop-opacity="0.9"/><stop offset="1" stop-color="${toHex(paint.accent)}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${toHex(mix(paint.accent, WHITE, 0.5))}" stop-opacity="0.75"/><stop offset="1" stop-color="${toHex(paint.accent)}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
}

const shadowUnder = (box: Box) =>
  `<ellipse cx="${n2(box.x + box.w / 2)}" cy="${n2(box.y + box.h + 2)}" rx="${n2(box.w * 0.55)}" ry="9" fill="url(#shadow)"/>`;

/** The soft shadow the phone in front casts on the one behind it, only where they overlap. */
function castShadow(near: Box, far: Box): string {
  const top = Math.max(near.y, far.y) + 14;
  const bottom = Math.min(near.y + near.h, far.y + far.h) - 14;
  return bottom > top
    ? `<rect x="${n2(near.x - 12)}" y="${n2(top)}" width="13" height="${n2(bottom - top)}" rx="6" fill="url(#cast)"/>`
    : '';
}

/** A rounded rectangle path (clip paths and shapes). */
const roundRect = (box: Box, r: number) =>
  `<rect x="${n2(box.x)}" y="${n2(box.y)}" width="${n2(box.w)}" height="${n2(box.h)}" rx="${n2(r)}"/>`;

function lens(c: Circle): string {
  const { x, y, r } = c;
  return `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(r)}" fill="url(#metal)"/>
    <circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(r * 0.84)}" fill="#07080b"/>
    <circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(r * 0.62)}" fill="url(#glass)"/>
    <circle cx="${n2(x - r * 0.22)}" cy="${n2(y - r * 0.25)}" r="${n2(r * 0.17)}" fill="#fff" fill-opacity="0.6"/>
    <circle cx="${n2(x + r * 0.2)}" cy="${n2(y + r * 0.22)}" r="${n2(r * 0.08)}" fill="#a8b8ff" fill-opacity="0.55"/>`;
}

const flash = (c: Circle) =>
  `<circle cx="${n2(c.x)}" cy="${n2(c.y)}" r="${n2(c.r)}" fill="#f3eedd" stroke="#b9b29a" stroke-width="0.6"/><circle cx="${n2(c.x)}" cy="${n2(c.y)}" r="${n2(c.r * 0.5)}" fill="#fffbe9"/>`;

const sensor = (c: Circle) => `<circle cx="${n2(c.x)}" cy="${n2(c.y)}" r="${n2(c.r)}" fill="#16171c"/>`;

/** The camera of a look on a back drawn at `box`: the reference geometry scaled to the back's width. */
function cameraSvg(look: DeviceLook, paint: Paint, box: Box): string {
  const geometry = cameraGeometry(look);
  const s = box.w / REFERENCE_BACK.width;
  const at = (c: Circle): Circle => ({ x: box.x + c.x * s, y: box.y + c.y * s, r: c.r * s });
  const islands = geometry.islands
    .map((island) => {
      const x = box.x + island.x * s;
      const y = box.y + island.y * s;
      const w = island.width * s;
      const h = island.height * s;
      const r = island.radius * s;
      const fill =
        island.surface === 'glass' ? '#111318' : island.surface === 'metal' ? 'url(#metal)' : paint.island;
      const edge = island.surface === 'glass' ? '#ffffff' : paint.islandEdge;
      return `<rect x="${n2(x + 0.8)}" y="${n2(y + 1.6)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(r)}" fill="#000" fill-opacity="0.16"/>
      <rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(r)}" fill="${fill}" stroke="${edge}" stroke-opacity="0.3" stroke-width="0.9"/>`;
    })
    .join('');
  const glyphs = geometry.glyphs.length
    ? `<g transform="translate(${n2(box.x)} ${n2(box.y)}) scale(${n2(s)})" fill="none" stroke-linecap="round">
        ${geometry.glyphs.map((d) => `<path d="${d}" stroke="#fff" stroke-opacity="0.28" stroke-width="7"/><path d="${d}" stroke="#fff" stroke-width="2.6"/>`).join('')}
      </g>`
    : '';
  return `${islands}${glyphs}${geometry.lenses.map((c) => lens(at(c))).join('')}${geometry.flashes.map((c) => flash(at(c))).join('')}${geometry.sensors.map((c) => sensor(at(c))).join('')}`;
}

/** Side buttons of a phone at `box`, on both edges. */
const buttons = (box: Box, paint: Paint) => {
  const rail = (x: number, y: number, h: number) =>
    `<rect x="${n2(x)}" y="${n2(y)}" width="3.2" height="${n2(h)}" rx="1.4" fill="${paint.metalDark}"/>`;
  return `${rail(box.x - 2.2, box.y + box.h * 0.2, box.h * 0.08)}${rail(box.x - 2.2, box.y + box.h * 0.3, box.h * 0.08)}${rail(box.x + box.w - 1, box.y + box.h * 0.26, box.h * 0.11)}`;
};

/** A back: metal frame, the finish with its sheen, the camera, the wordmark and any stripe or glyphs. */
function backSvg(look: DeviceLook, paint: Paint, box: Box, r: number, id: string): string {
  const inner: Box = { x: box.x + 2.4, y: box.y + 2.4, w: box.w - 4.8, h: box.h - 4.8 };
  const s = box.w / REFERENCE_BACK.width;
  let extras = '';
  if (look.stripe) {
    const x = box.x + box.w * 0.64;
    extras += ['#1c69d4', '#26306b', '#e22718']
      .map(
        (colour, index) =>
          `<rect x="${n2(x + index * 4 * s)}" y="${n2(box.y)}" width="${n2(4 * s)}" height="${n2(box.h)}" fill="${colour}"/>`,
      )
      .join('');
  }
  if (look.camera === 'glyph') {
    // The see-through back of a Nothing phone: panels and screws under the glass.
    const panel = (x: number, y: number, w: number, h: number) =>
      `<rect x="${n2(box.x + x * s)}" y="${n2(box.y + y * s)}" width="${n2(w * s)}" height="${n2(h * s)}" rx="${n2(6 * s)}" fill="none" stroke="${paint.ink}" stroke-opacity="0.35" stroke-width="0.8"/>`;
    extras += panel(62, 40, 70, 36) + panel(20, 170, 110, 60) + panel(40, 240, 70, 30);
  }
  const mark = look.wordmark
    ? (() => {
        const style: TextStyle = {
          weight: 700,
          size: (look.wordmark.length <= 1 ? 13 : 8.5) * s,
          tracking: 0.06,
        };
        const baseline = box.y + box.h * (look.form === 'flip' ? 0.8 : 0.86);
        return `<path d="${centredText(look.wordmark, box.x + box.w / 2, baseline, style)}" fill="${paint.ink}" fill-opacity="0.75"/>`;
      })()
    : '';
  return `${buttons(box, paint)}
  <rect x="${n2(box.x)}" y="${n2(box.y)}" width="${n2(box.w)}" height="${n2(box.h)}" rx="${n2(r)}" fill="url(#metal)"/>
  <clipPath id="${id}">${roundRect(inner, r - 2.4)}</clipPath>
  <g clip-path="url(#${id})">
    <rect x="${n2(inner.x)}" y="${n2(inner.y)}" width="${n2(inner.w)}" height="${n2(inner.h)}" fill="url(#back)"/>
    ${extras}
    <rect x="${n2(inner.x)}" y="${n2(inner.y)}" width="${n2(inner.w)}" height="${n2(inner.h)}" fill="url(#sheen)"/>
    ${mark}
    ${cameraSvg(look, paint, box)}
  </g>`;
}

/** The lock screen inside `screen`: wallpaper, status bar, clock. */
function wallpaper(screen: Box, statusLeft: number): string {
  const clock: TextStyle = { weight: 700, size: Math.min(34, screen.w * 0.24), tracking: -0.02 };
  const battery = screen.x + screen.w - 30;
  const statusY = screen.y + 19;
  return `<rect x="${n2(screen.x)}" y="${n2(screen.y)}" width="${n2(screen.w)}" height="${n2(screen.h)}" fill="url(#wall)"/>
    <circle cx="${n2(screen.x + screen.w * 0.95)}" cy="${n2(screen.y + screen.h * 0.6)}" r="${n2(screen.w * 0.8)}" fill="url(#glowA)"/>
    <circle cx="${n2(screen.x + screen.w * 0.05)}" cy="${n2(screen.y + screen.h * 0.98)}" r="${n2(screen.w * 0.75)}" fill="url(#glowB)"/>
    <path d="M${n2(screen.x)} ${n2(screen.y + screen.h * 0.78)} C ${n2(screen.x + screen.w * 0.35)} ${n2(screen.y + screen.h * 0.66)}, ${n2(screen.x + screen.w * 0.7)} ${n2(screen.y + screen.h * 0.9)}, ${n2(screen.x + screen.w)} ${n2(screen.y + screen.h * 0.7)} V ${n2(screen.y + screen.h)} H ${n2(screen.x)} Z" fill="#fff" fill-opacity="0.07"/>
    ${[0, 1, 2, 3].map((bar) => `<rect x="${n2(statusLeft + bar * 3.6)}" y="${n2(statusY - 2.5 - bar * 1.6)}" width="2.4" height="${n2(2.5 + bar * 1.6)}" rx="0.6" fill="#fff"/>`).join('')}
    <rect x="${n2(battery)}" y="${n2(statusY - 7.5)}" width="16" height="8" rx="2.4" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1"/>
    <rect x="${n2(battery + 1.8)}" y="${n2(statusY - 5.7)}" width="10" height="4.4" rx="1.1" fill="#fff"/>
    <path d="${textPath('9:41', screen.x + 14, screen.y + screen.h * 0.2 + clock.size, clock)}" fill="#fff" fill-opacity="0.95"/>
    <path d="${textPath('Monday 17', screen.x + 15, screen.y + screen.h * 0.2 + 4, { weight: 600, size: 8 })}" fill="#fff" fill-opacity="0.7"/>`;
}

/** The camera cut-out of a front whose screen is `screen`. */
function cutoutSvg(look: DeviceLook, screen: Box): string {
  const cx = screen.x + screen.w / 2;
  const top = screen.y;
  switch (look.front) {
    case 'island':
      return `<rect x="${n2(cx - 22)}" y="${n2(top + 7)}" width="44" height="13" rx="6.5" fill="#000"/><circle cx="${n2(cx + 14)}" cy="${n2(top + 13.5)}" r="2.6" fill="#171923"/>`;
    case 'notch': {
      const nw = Math.min(72, screen.w * 0.44);
      const nx = cx - nw / 2;
      return `<path d="M${n2(nx - 6)} ${n2(top)} h${n2(nw + 12)} c-4 0 -5 2 -5 5 v6 a6 6 0 0 1 -6 6 h${n2(-(nw - 12))} a6 6 0 0 1 -6 -6 v-6 c0 -3 -1 -5 -5 -5 z" fill="#000"/><circle cx="${n2(cx + 13)}" cy="${n2(top + 8)}" r="2.6" fill="#171923"/>`;
    }
    case 'waterdrop':
      return `<path d="M${n2(cx - 15)} ${n2(top)} C ${n2(cx - 8)} ${n2(top)} ${n2(cx - 9)} ${n2(top + 10)} ${n2(cx)} ${n2(top + 10)} C ${n2(cx + 9)} ${n2(top + 10)} ${n2(cx + 8)} ${n2(top)} ${n2(cx + 15)} ${n2(top)} Z" fill="#000"/><circle cx="${n2(cx)}" cy="${n2(top + 4.5)}" r="2.4" fill="#1d2030"/>`;
    case 'punch-centre':
      return `<circle cx="${n2(cx)}" cy="${n2(top + 13)}" r="4.6" fill="#000"/><circle cx="${n2(cx - 1.3)}" cy="${n2(top + 11.8)}" r="1.3" fill="#2a2d3a"/>`;
    case 'punch-corner':
      return `<circle cx="${n2(screen.x + 15)}" cy="${n2(top + 13)}" r="4.6" fill="#000"/><circle cx="${n2(screen.x + 13.7)}" cy="${n2(top + 11.8)}" r="1.3" fill="#2a2d3a"/>`;
    default:
      return '';
  }
}

/** A front: metal frame, black glass, the screen and the model's cut-out (or bezels and home button). */
function frontSvg(
  look: DeviceLook,
  paint: Paint,
  box: Box,
  r: number,
  id: string,
  crease?: 'vertical' | 'horizontal',
): string {
  const homeButton = look.front === 'home-button';
  const bezel = homeButton ? 5 : 5.2;
  const chin = homeButton ? box.h * 0.12 : 0;
  const screen: Box = {
    x: box.x + 2.4 + bezel,
    y: box.y + 2.4 + bezel + chin,
    w: box.w - 2 * (2.4 + bezel),
    h: box.h - 2 * (2.4 + bezel + chin),
  };
  const screenR = homeButton ? 2 : r - 2.4 - bezel + 1;
  const statusLeft = look.front === 'punch-corner' ? screen.x + 26 : screen.x + (homeButton ? 10 : 17);
  let hardware = '';
  if (homeButton) {
    const cx = box.x + box.w / 2;
    const earY = box.y + 2.4 + bezel + chin / 2;
    const homeY = box.y + box.h - 2.4 - bezel - chin / 2;
    hardware = `<rect x="${n2(cx - 16)}" y="${n2(earY - 2)}" width="32" height="4" rx="2" fill="#26272e"/>
    <circle cx="${n2(cx - 28)}" cy="${n2(earY)}" r="3.5" fill="#15161d"/>
    <circle cx="${n2(cx)}" cy="${n2(homeY)}" r="${n2(chin * 0.32)}" fill="none" stroke="${paint.metalLight}" stroke-opacity="0.6" stroke-width="1.5"/>`;
  }
  // A pop-up selfie camera, raised out of the top edge.
  const popUp =
    look.front === 'full-screen'
      ? `<rect x="${n2(box.x + box.w * 0.2)}" y="${n2(box.y - 13)}" width="22" height="20" rx="4" fill="url(#metal)"/><circle cx="${n2(box.x + box.w * 0.2 + 11)}" cy="${n2(box.y - 5)}" r="4" fill="#07080b"/><circle cx="${n2(box.x + box.w * 0.2 + 10)}" cy="${n2(box.y - 6)}" r="1.3" fill="#5a6aa8"/>`
      : '';
  const creaseSvg =
    crease === 'vertical'
      ? `<rect x="${n2(screen.x + screen.w / 2 - 3)}" y="${n2(screen.y)}" width="6" height="${n2(screen.h)}" fill="#fff" fill-opacity="0.06"/><line x1="${n2(screen.x + screen.w / 2)}" y1="${n2(screen.y)}" x2="${n2(screen.x + screen.w / 2)}" y2="${n2(screen.y + screen.h)}" stroke="#000" stroke-opacity="0.35" stroke-width="0.8"/>`
      : crease === 'horizontal'
        ? `<rect x="${n2(screen.x)}" y="${n2(screen.y + screen.h / 2 - 3)}" width="${n2(screen.w)}" height="6" fill="#fff" fill-opacity="0.06"/><line x1="${n2(screen.x)}" y1="${n2(screen.y + screen.h / 2)}" x2="${n2(screen.x + screen.w)}" y2="${n2(screen.y + screen.h / 2)}" stroke="#000" stroke-opacity="0.35" stroke-width="0.8"/>`
        : '';
  // A fold's inner camera sits on its right half.
  const cutoutScreen =
    crease === 'vertical' ? { ...screen, x: screen.x + screen.w / 2, w: screen.w / 2 } : screen;
  return `${popUp}${buttons(box, paint)}
  <rect x="${n2(box.x)}" y="${n2(box.y)}" width="${n2(box.w)}" height="${n2(box.h)}" rx="${n2(r)}" fill="url(#metal)"/>
  <rect x="${n2(box.x + 2.4)}" y="${n2(box.y + 2.4)}" width="${n2(box.w - 4.8)}" height="${n2(box.h - 4.8)}" rx="${n2(r - 2.4)}" fill="#0a0a0e"/>
  <clipPath id="${id}">${roundRect(screen, screenR)}</clipPath>
  <g clip-path="url(#${id})">
    ${wallpaper(screen, statusLeft)}
    ${creaseSvg}
    ${homeButton ? '' : `<rect x="${n2(screen.x + screen.w / 2 - 26)}" y="${n2(screen.y + screen.h - 8)}" width="52" height="3.5" rx="1.75" fill="#fff" fill-opacity="0.8"/>`}
  </g>
  ${cutoutSvg(look, cutoutScreen)}
  ${hardware}`;
}

/** A flip phone, closed, seen from the outside: the cover screen, the cameras, the hinge. */
function closedFlipSvg(look: DeviceLook, paint: Paint, box: Box, r: number, id: string): string {
  const inner: Box = { x: box.x + 2.4, y: box.y + 2.4, w: box.w - 4.8, h: box.h - 4.8 };
  const large = look.coverScreen === 'large';
  const cover: Box = large
    ? { x: inner.x + 5, y: inner.y + 5, w: inner.w - 10, h: inner.h * 0.74 }
    : { x: inner.x + inner.w * 0.46, y: inner.y + 8, w: inner.w * 0.46, h: inner.h * 0.3 };
  const hinge = `<rect x="${n2(box.x + 6)}" y="${n2(box.y + box.h - 9)}" width="${n2(box.w - 12)}" height="7" rx="3.5" fill="url(#metal)"/>`;
  return `${buttons(box, paint)}
  <rect x="${n2(box.x)}" y="${n2(box.y)}" width="${n2(box.w)}" height="${n2(box.h)}" rx="${n2(r)}" fill="url(#metal)"/>
  <clipPath id="${id}">${roundRect(inner, r - 2.4)}</clipPath>
  <g clip-path="url(#${id})">
    <rect x="${n2(inner.x)}" y="${n2(inner.y)}" width="${n2(inner.w)}" height="${n2(inner.h)}" fill="url(#back)"/>
    <rect x="${n2(inner.x)}" y="${n2(inner.y)}" width="${n2(inner.w)}" height="${n2(inner.h)}" fill="url(#sheen)"/>
    <rect x="${n2(cover.x)}" y="${n2(cover.y)}" width="${n2(cover.w)}" height="${n2(cover.h)}" rx="${n2(large ? r - 7 : 8)}" fill="#0a0a0e"/>
    <rect x="${n2(cover.x + 2)}" y="${n2(cover.y + 2)}" width="${n2(cover.w - 4)}" height="${n2(cover.h - 4)}" rx="${n2(large ? r - 9 : 6)}" fill="url(#wall)"/>
    <circle cx="${n2(cover.x + cover.w * 0.8)}" cy="${n2(cover.y + cover.h * 0.75)}" r="${n2(cover.w * 0.45)}" fill="url(#glowA)"/>
    <path d="${textPath('9:41', cover.x + (large ? cover.w * 0.5 : 8), cover.y + cover.h * (large ? 0.55 : 0.62), { weight: 700, size: large ? 20 : 11 })}" fill="#fff"/>
    ${cameraSvg(look, paint, { ...box, w: box.w })}
  </g>
  ${hinge}`;
}

/** The whole picture: both views in their places for the form factor. */
export function modelSvg(model: ModelArt): string {
  const look = deviceLook(
    { brand: model.brandName, series: model.seriesCode, model: model.modelName, year: model.year },
    model.color,
  );
  const paint = paintFor(look, model);
  const { width, height } = MODEL_IMAGE;
  let body = '';
  if (look.form === 'fold') {
    const open: Box = { x: 14, y: 26, w: 198, h: 264 };
    const closed: Box = { x: width - 20 - 108, y: height - 22 - 300, w: 108, h: 300 };
    body = `${shadowUnder(open)}${frontSvg(look, paint, open, 20, 'screen', 'vertical')}
    ${shadowUnder(closed)}${castShadow(closed, open)}
    ${backSvg(look, paint, closed, 22, 'backclip')}`;
  } else if (look.form === 'flip') {
    // Open and closed, the same phone: one width, the closed one half as tall.
    const open: Box = { x: 28, y: 14, w: 128, h: 318 };
    const closed: Box = { x: width - 22 - 128, y: height - 22 - 164, w: 128, h: 164 };
    body = `${shadowUnder(open)}${frontSvg(look, paint, open, 24, 'screen', 'horizontal')}
    ${shadowUnder(closed)}${castShadow(closed, open)}
    ${closedFlipSvg(look, paint, closed, 26, 'backclip')}`;
  } else {
    const size = { compact: { w: 136, h: 282 }, regular: { w: 146, h: 300 }, large: { w: 152, h: 312 } }[
      look.size
    ];
    const radius = size.w * (look.front === 'home-button' ? 0.17 : 0.21);
    const front: Box = { x: 24, y: 18, ...size };
    const back: Box = { x: width - 24 - size.w, y: height - 20 - size.h, ...size };
    body = `${shadowUnder(front)}${frontSvg(look, paint, front, radius, 'screen')}
    ${shadowUnder(back)}${castShadow(back, front)}
    ${backSvg(look, paint, back, radius, 'backclip')}`;
  }
  const title = fullModelName(model.brandName, model.modelName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(title)}</title>
  ${defs(paint)}
  ${body}
</svg>`;
}

/** The model's illustration as webp, marked with ILLUSTRATION_VERSION. */
export async function renderModelImage(model: ModelArt): Promise<Buffer> {
  return sharp(Buffer.from(modelSvg(model)))
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .withExif({ IFD0: { Software: ILLUSTRATION_VERSION } })
    .toBuffer();
}
