import sharp from 'sharp';
import { type TextStyle, textPath, textWidth, type Weight } from './glyph-text.ts';

/**
 * Generated catalog artwork: brand wordmark tiles and front-view phone illustrations, rendered as SVG and
 * encoded to webp with sharp. Text is drawn as glyph outlines of the Inter font shipped in @fontsource/inter,
 * so the output does not depend on the fonts installed on the machine.
 */

export const BRAND_IMAGE = { width: 240, height: 160 } as const;
export const MODEL_IMAGE = { width: 300, height: 400 } as const;

const WEBP_QUALITY = 82;

function centredText(text: string, centreX: number, baseline: number, style: TextStyle): string {
  return textPath(text, centreX - textWidth(text, style) / 2, baseline, style);
}

/** Greedy word wrap; null when a single word is wider than maxWidth. */
function wrap(text: string, style: TextStyle, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, style) > maxWidth) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, style) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size (stepping down from maxSize) at which `text` wraps into at most maxLines lines. */
function fitLines(text: string, weight: Weight, maxWidth: number, maxSize: number, maxLines: number) {
  for (let size = maxSize; size > 8; size -= 1) {
    const style = { weight, size, tracking: -0.02 };
    const lines = wrap(text, style, maxWidth);
    if (lines && lines.length <= maxLines) return { style, lines };
  }
  const style = { weight, size: 8, tracking: -0.02 };
  return { style, lines: wrap(text, style, Number.POSITIVE_INFINITY) ?? [text] };
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
// Phone illustration.

type Cutout = 'island' | 'notch' | 'home-button' | 'punch-hole';

function cutoutFor(brandName: string, modelName: string): Cutout {
  if (!/^apple$/i.test(brandName)) return 'punch-hole';
  if (/\bSE\b/.test(modelName)) return 'home-button';
  if (/\bAir\b/.test(modelName)) return 'island';
  const generation = Number.parseInt(/iPhone (\d+)/.exec(modelName)?.[1] ?? '0', 10);
  if (/\d+e\b/.test(modelName)) return 'notch'; // iPhone 16e
  if (generation >= 15 || (generation === 14 && /\bPro\b/.test(modelName))) return 'island';
  return 'notch';
}

/**
 * A front view of a phone: metal frame in a gradient of the brand colour, black bezel, a wallpaper with soft
 * brand-coloured glows, status bar, the brand and model names, a dock and the camera cut-out of the model
 * (Dynamic Island, notch, punch-hole or the iPhone SE's bezels and home button).
 */
export async function renderModelImage(model: {
  brandName: string;
  modelName: string;
  color: string;
  year: number;
}): Promise<Buffer> {
  const { width, height } = MODEL_IMAGE;
  const brandColor = parseHex(model.color);
  const neutral = saturation(brandColor) < 0.25 || luminance(brandColor) < 0.02;
  const accent = neutral
    ? parseHex(NEUTRAL_ACCENTS[hash(model.modelName) % NEUTRAL_ACCENTS.length] ?? '#3a6df0')
    : brandColor;
  const cutout = cutoutFor(model.brandName, model.modelName);

  // Geometry.
  const bodyW = 178;
  const bodyH = 366;
  const bodyX = (width - bodyW) / 2;
  const bodyY = 12;
  const bodyR = cutout === 'home-button' ? 26 : 32;
  const frame = 3.5;
  const bezel = cutout === 'home-button' ? 5 : 5.5;
  const screenX = bodyX + frame + bezel;
  const screenW = bodyW - 2 * (frame + bezel);
  const chin = cutout === 'home-button' ? 50 : 0;
  const screenY = bodyY + frame + bezel + chin;
  const screenH = bodyH - 2 * (frame + bezel) - 2 * chin;
  const screenR = cutout === 'home-button' ? 2 : bodyR - frame - bezel + 1;
  const cx = width / 2;

  // Colours.
  const frameLight = toHex(mix(neutral ? [150, 150, 156] : brandColor, WHITE, 0.35));
  const frameMid = toHex(neutral ? [92, 92, 98] : brandColor);
  const frameDark = toHex(mix(neutral ? [60, 60, 66] : brandColor, BLACK, 0.45));
  const night: Rgb = [8, 9, 16];
  const wallTop = toHex(mix(accent, night, 0.8));
  const wallBottom = toHex(mix(accent, night, 0.5));
  const glowA = toHex(mix(accent, WHITE, 0.15));
  const glowB = toHex(mix(accent, WHITE, 0.45));

  // Text.
  const textWidthMax = screenW - 30;
  // "OnePlus Nord 4" under the brand label reads "Nord 4"; "iPhone 15" or "Galaxy S24" stay as they are.
  const prefix = `${model.brandName} `;
  const shortName = model.modelName.toLowerCase().startsWith(prefix.toLowerCase())
    ? model.modelName.slice(prefix.length).trim() || model.modelName
    : model.modelName;
  const name = fitLines(shortName, 700, textWidthMax, 30, 3);
  const lineHeight = name.style.size * 1.12;
  const brandStyle: TextStyle = { weight: 600, size: 11, tracking: 0.16 };
  const brandLabel = model.brandName.toUpperCase();
  const blockTop = screenY + screenH * (cutout === 'home-button' ? 0.2 : 0.26);
  const brandBaseline = blockTop + 11;
  const firstBaseline = brandBaseline + 12 + name.style.size * 0.9;
  const nameSvg = name.lines
    .map((line, i) => centredText(line, cx, firstBaseline + i * lineHeight, name.style))
    .join('');
  const underlineY = firstBaseline + (name.lines.length - 1) * lineHeight + 16;

  // Status bar.
  const statusY = screenY + (cutout === 'home-button' ? 13 : 20);
  const statusStyle: TextStyle = { weight: 600, size: 10 };
  const timeX = screenX + (cutout === 'home-button' ? 10 : 18);
  const batteryX = screenX + screenW - (cutout === 'home-button' ? 30 : 38);

  let cutoutSvg = '';
  let bottomSvg = '';
  if (cutout === 'island') {
    cutoutSvg = `<rect x="${cx - 26}" y="${screenY + 9}" width="52" height="15" rx="7.5" fill="#000"/>
    <circle cx="${cx + 17}" cy="${screenY + 16.5}" r="3" fill="#15161d"/>`;
  } else if (cutout === 'notch') {
    const nw = /iPhone 1[1-2]\b/.test(model.modelName) ? 78 : 64;
    const nh = 17;
    const nx = cx - nw / 2;
    cutoutSvg = `<path d="M${nx - 6} ${screenY} h${nw + 12} c-4 0 -5 2 -5 5 v${nh - 11} a6 6 0 0 1 -6 6 h${-(nw - 12)} a6 6 0 0 1 -6 -6 v${-(nh - 11)} c0 -3 -1 -5 -5 -5 z" fill="#000"/>
    <circle cx="${cx + 14}" cy="${screenY + 8}" r="3" fill="#15161d"/>
    <rect x="${cx - 12}" y="${screenY + 4}" width="20" height="3" rx="1.5" fill="#1c1d24"/>`;
  } else if (cutout === 'punch-hole') {
    cutoutSvg = `<circle cx="${cx}" cy="${screenY + 15}" r="5.5" fill="#000"/>
    <circle cx="${cx - 1.5}" cy="${screenY + 13.5}" r="1.5" fill="#2a2c38"/>`;
  } else {
    const earY = bodyY + frame + bezel + chin / 2;
    const homeY = bodyY + bodyH - frame - bezel - chin / 2;
    cutoutSvg = `<rect x="${cx - 18}" y="${earY - 2}" width="36" height="4" rx="2" fill="#26272e"/>
    <circle cx="${cx - 32}" cy="${earY}" r="4" fill="#15161d"/>
    <circle cx="${cx}" cy="${homeY}" r="16" fill="none" stroke="${frameLight}" stroke-opacity="0.55" stroke-width="1.6"/>`;
  }
  if (cutout !== 'home-button') {
    bottomSvg = `<rect x="${cx - 30}" y="${screenY + screenH - 9}" width="60" height="4" rx="2" fill="#fff" fill-opacity="0.85"/>`;
  }

  // Dock with four app icons.
  const dockH = 40;
  const dockY = screenY + screenH - dockH - (cutout === 'home-button' ? 8 : 18);
  const dockX = screenX + 9;
  const dockW = screenW - 18;
  const icon = 24;
  const gap = (dockW - 4 * icon) / 5;
  const icons = [0, 1, 2, 3]
    .map((i) => {
      const x = dockX + gap + i * (icon + gap);
      const tint = i % 2 === 0 ? '#ffffff' : glowB;
      return `<rect x="${x.toFixed(1)}" y="${dockY + (dockH - icon) / 2}" width="${icon}" height="${icon}" rx="7" fill="${tint}" fill-opacity="${i % 2 === 0 ? 0.9 : 0.75}"/>`;
    })
    .join('');

  const title = `${model.brandName} ${model.modelName}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(title)}</title>
  <defs>
    <linearGradient id="frame" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${frameLight}"/>
      <stop offset="0.45" stop-color="${frameMid}"/>
      <stop offset="1" stop-color="${frameDark}"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${wallTop}"/>
      <stop offset="1" stop-color="${wallBottom}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${glowA}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${glowA}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${glowB}" stop-opacity="0.7"/>
      <stop offset="1" stop-color="${glowB}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.10"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <clipPath id="screen"><rect x="${screenX}" y="${screenY}" width="${screenW}" height="${screenH}" rx="${screenR}"/></clipPath>
    <filter id="shadow" x="-0.5" y="-2" width="2" height="5"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <ellipse cx="${cx}" cy="${bodyY + bodyH + 3}" rx="${bodyW * 0.46}" ry="6" fill="#000" fill-opacity="0.28" filter="url(#shadow)"/>
  <rect x="${bodyX - 2.5}" y="${bodyY + 92}" width="4" height="30" rx="1.5" fill="${frameDark}"/>
  <rect x="${bodyX - 2.5}" y="${bodyY + 130}" width="4" height="30" rx="1.5" fill="${frameDark}"/>
  <rect x="${bodyX + bodyW - 1.5}" y="${bodyY + 112}" width="4" height="46" rx="1.5" fill="${frameDark}"/>
  <rect x="${bodyX}" y="${bodyY}" width="${bodyW}" height="${bodyH}" rx="${bodyR}" fill="url(#frame)"/>
  <rect x="${bodyX + frame}" y="${bodyY + frame}" width="${bodyW - 2 * frame}" height="${bodyH - 2 * frame}" rx="${bodyR - frame}" fill="#0a0a0e"/>
  <g clip-path="url(#screen)">
    <rect x="${screenX}" y="${screenY}" width="${screenW}" height="${screenH}" fill="url(#wall)"/>
    <circle cx="${screenX + screenW * 0.95}" cy="${screenY + screenH * 0.62}" r="${screenW * 0.75}" fill="url(#glowA)"/>
    <circle cx="${screenX + screenW * 0.05}" cy="${screenY + screenH * 0.98}" r="${screenW * 0.7}" fill="url(#glowB)"/>
    <path d="M${screenX} ${screenY + screenH * 0.78} C ${screenX + screenW * 0.35} ${screenY + screenH * 0.66}, ${screenX + screenW * 0.7} ${screenY + screenH * 0.9}, ${screenX + screenW} ${screenY + screenH * 0.7} V ${screenY + screenH} H ${screenX} Z" fill="#fff" fill-opacity="0.06"/>
    <path d="${textPath('9:41', timeX, statusY, statusStyle)}" fill="#fff"/>
    <rect x="${batteryX}" y="${statusY - 7.5}" width="17" height="8.5" rx="2.5" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1"/>
    <rect x="${batteryX + 1.8}" y="${statusY - 5.7}" width="11" height="4.9" rx="1.2" fill="#fff"/>
    <rect x="${batteryX + 18}" y="${statusY - 4.7}" width="1.5" height="3" rx="0.7" fill="#fff" fill-opacity="0.55"/>
    <path d="${centredText(brandLabel, cx, brandBaseline, brandStyle)}" fill="#fff" fill-opacity="0.78"/>
    <path d="${nameSvg}" fill="#fff"/>
    <rect x="${cx - 14}" y="${underlineY}" width="28" height="3" rx="1.5" fill="${glowB}"/>
    <rect x="${dockX}" y="${dockY}" width="${dockW}" height="${dockH}" rx="14" fill="#fff" fill-opacity="0.14"/>
    ${icons}
    ${bottomSvg}
    <rect x="${screenX}" y="${screenY}" width="${screenW}" height="${screenH}" fill="url(#sheen)"/>
  </g>
  ${cutoutSvg}
</svg>`;
  return toWebp(svg);
}
