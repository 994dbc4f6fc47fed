import fs from 'node:fs/promises';
import path from 'node:path';
import { COMPANY } from '@phonix/shared/company';
import { SITE_IMAGE } from '@phonix/shared/seo';
import sharp from 'sharp';
import { textPath } from '../images/index.ts';

/**
 * The site's share image (og:image / twitter:image of every page but the model pages): 1200 x 630 PNG,
 * drawn once at start-up into <imagesDir>/og/. Text is drawn as Inter glyph outlines (as the catalog
 * illustrations are), so the result does not depend on the machine's fonts.
 */

export function renderSiteImageSvg(): string {
  const { width, height } = SITE_IMAGE;
  const bold = { weight: 800, size: 72 } as const;
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
  <path d="${textPath(COMPANY.name, 280, 232, { weight: 800, size: 110 })}" fill="#ffffff"/>
  <path d="${textPath('Sell your old phone', 90, 400, bold)}" fill="#ffffff"/>
  <path d="${textPath('for instant cash', 90, 480, bold)}" fill="#99f6e4"/>
  <path d="${textPath('Exact quote in a minute · Free doorstep pickup · Paid on the spot', 90, 560, { weight: 600, size: 30 })}" fill="#ccfbf1"/>
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
