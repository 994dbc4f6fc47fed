import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSeed } from '../../db/seed/catalog-seed.ts';
import { ensureCatalogImages } from './catalog-images.ts';
import { BRAND_IMAGE, MODEL_IMAGE, renderBrandImage, renderModelImage } from './device-illustration.ts';

async function expectWebp(image: Buffer, size: { width: number; height: number }) {
  expect(image.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(image.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const metadata = await sharp(image).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(size.width);
  expect(metadata.height).toBe(size.height);
}

/** Share of pixels that are far from the dominant colour: a blank or single-colour image scores ~0. */
async function detail(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r0, g0, b0] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  let different = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const d =
      Math.abs((data[i] ?? 0) - r0) + Math.abs((data[i + 1] ?? 0) - g0) + Math.abs((data[i + 2] ?? 0) - b0);
    if (d > 60) different += 1;
  }
  return different / (info.width * info.height);
}

describe('device illustrations', () => {
  it('renders a brand tile as webp with a visible wordmark', async () => {
    const image = await renderBrandImage({ name: 'Samsung', color: '#1428a0' });
    await expectWebp(image, BRAND_IMAGE);
    expect(await detail(image)).toBeGreaterThan(0.03);
  });

  it('renders phone illustrations as webp for every kind of front (island, notch, home button, punch-hole)', async () => {
    const phones = [
      { brandName: 'Apple', modelName: 'iPhone 15 Pro Max', color: '#1d1d1f', year: 2023 },
      { brandName: 'Apple', modelName: 'iPhone 13 mini', color: '#1d1d1f', year: 2021 },
      { brandName: 'Apple', modelName: 'iPhone SE (2020)', color: '#1d1d1f', year: 2020 },
      { brandName: 'Xiaomi', modelName: 'Redmi 9', color: '#ff6900', year: 2020 },
      { brandName: 'Realme', modelName: 'Realme GT Master Edition', color: '#ffc915', year: 2021 },
    ];
    for (const phone of phones) {
      const image = await renderModelImage(phone);
      await expectWebp(image, MODEL_IMAGE);
      expect(await detail(image), phone.modelName).toBeGreaterThan(0.2);
      const { hasAlpha } = await sharp(image).metadata();
      expect(hasAlpha).toBe(true);
    }
  });

  it('draws the model name: different names give different images', async () => {
    const a = await renderModelImage({
      brandName: 'Vivo',
      modelName: 'Vivo V30',
      color: '#415fff',
      year: 2024,
    });
    const b = await renderModelImage({
      brandName: 'Vivo',
      modelName: 'Vivo V29',
      color: '#415fff',
      year: 2023,
    });
    expect(a.equals(b)).toBe(false);
  });
});

describe('ensureCatalogImages', () => {
  let dir = '';
  const seed: CatalogSeed = {
    brands: [
      {
        slug: 'apple',
        name: 'Apple',
        color: '#1d1d1f',
        series: [
          {
            code: 'APPLE-IPHONE-15',
            name: 'iPhone 15 Series',
            slug: 'iphone-15-series',
            models: [
              {
                slug: 'apple-iphone-15',
                name: 'iPhone 15',
                year: 2023,
                variants: [{ name: '128GB', rate: 37000 }],
              },
              {
                slug: 'apple-iphone-15-plus',
                name: 'iPhone 15 Plus',
                year: 2023,
                variants: [{ name: '128GB', rate: 41000 }],
              },
            ],
          },
        ],
      },
      {
        slug: 'xiaomi',
        name: 'Xiaomi',
        color: '#ff6900',
        series: [
          {
            code: 'XIAOMI-REDMI',
            name: 'Redmi Series',
            slug: 'redmi-series',
            models: [
              {
                slug: 'xiaomi-redmi-9',
                name: 'Redmi 9',
                year: 2020,
                variants: [{ name: '4GB-64GB', rate: 3500 }],
              },
            ],
          },
        ],
      },
    ],
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonix-images-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a webp for every brand and model, then skips the existing ones', async () => {
    const imagesDir = path.join(dir, 'nested', 'images');
    expect(await ensureCatalogImages(imagesDir, seed)).toEqual({ written: 5 });
    expect((await fs.readdir(path.join(imagesDir, 'brands'))).sort()).toEqual(['apple.webp', 'xiaomi.webp']);
    expect((await fs.readdir(path.join(imagesDir, 'models'))).sort()).toEqual([
      'apple-iphone-15-plus.webp',
      'apple-iphone-15.webp',
      'xiaomi-redmi-9.webp',
    ]);
    await expectWebp(await fs.readFile(path.join(imagesDir, 'brands', 'apple.webp')), BRAND_IMAGE);
    await expectWebp(await fs.readFile(path.join(imagesDir, 'models', 'xiaomi-redmi-9.webp')), MODEL_IMAGE);

    // An existing file (e.g. a real photo) is kept; a deleted one is recreated.
    const custom = path.join(imagesDir, 'models', 'apple-iphone-15.webp');
    await fs.writeFile(custom, 'custom');
    await fs.rm(path.join(imagesDir, 'brands', 'xiaomi.webp'));
    expect(await ensureCatalogImages(imagesDir, seed)).toEqual({ written: 1 });
    expect(await fs.readFile(custom, 'utf8')).toBe('custom');
    expect(await ensureCatalogImages(imagesDir, seed)).toEqual({ written: 0 });
  });
});
