import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSeed } from '../../db/seed/catalog-seed.ts';
import { loadCatalogSeed } from '../../db/seed/catalog-seed.ts';
import { ensureCatalogImages } from './catalog-images.ts';
import {
  BRAND_IMAGE,
  ILLUSTRATION_VERSION,
  MODEL_IMAGE,
  type ModelArt,
  modelSvg,
  renderBrandImage,
  renderModelImage,
} from './device-illustration.ts';
import { cameraGeometry, deviceLook, REFERENCE_BACK } from './device-looks.ts';

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

  it('renders phone illustrations as webp for every form and kind of front', async () => {
    const phones: ModelArt[] = [
      {
        brandName: 'Apple',
        seriesCode: 'APPLE-IPHONE-15',
        modelName: 'iPhone 15 Pro Max',
        color: '#1d1d1f',
        year: 2023,
      },
      {
        brandName: 'Apple',
        seriesCode: 'APPLE-IPHONE-13',
        modelName: 'iPhone 13 mini',
        color: '#1d1d1f',
        year: 2021,
      },
      {
        brandName: 'Apple',
        seriesCode: 'APPLE-IPHONE-SE',
        modelName: 'iPhone SE (2020)',
        color: '#1d1d1f',
        year: 2020,
      },
      { brandName: 'Xiaomi', seriesCode: 'XIAOMI-REDMI', modelName: 'Redmi 9', color: '#ff6900', year: 2020 },
      {
        brandName: 'OnePlus',
        seriesCode: 'ONEPLUS-NUMBER',
        modelName: 'OnePlus 7 Pro',
        color: '#eb0029',
        year: 2019,
      },
      {
        brandName: 'Samsung',
        seriesCode: 'SAMSUNG-GALAXY-Z',
        modelName: 'Galaxy Z Fold6',
        color: '#1428a0',
        year: 2024,
      },
      {
        brandName: 'Samsung',
        seriesCode: 'SAMSUNG-GALAXY-Z',
        modelName: 'Galaxy Z Flip6',
        color: '#1428a0',
        year: 2024,
      },
      {
        brandName: 'Nothing',
        seriesCode: 'NOTHING-PHONE',
        modelName: 'Nothing Phone (2)',
        color: '#111111',
        year: 2023,
      },
    ];
    for (const phone of phones) {
      const image = await renderModelImage(phone);
      await expectWebp(image, MODEL_IMAGE);
      expect(await detail(image), phone.modelName).toBeGreaterThan(0.2);
      const { hasAlpha } = await sharp(image).metadata();
      expect(hasAlpha).toBe(true);
    }
  });

  it('draws what the rules decide: the same model twice is the same picture, another family is not', async () => {
    const art = (seriesCode: string, modelName: string, year: number): ModelArt => ({
      brandName: 'Vivo',
      seriesCode,
      modelName,
      year,
      color: '#415fff',
    });
    expect(modelSvg(art('VIVO-V', 'Vivo V30', 2024))).toBe(modelSvg(art('VIVO-V', 'Vivo V30', 2024)));
    const a = await renderModelImage(art('VIVO-V', 'Vivo V30', 2024));
    const b = await renderModelImage(art('VIVO-X', 'Vivo X100 Pro', 2024));
    expect(a.equals(b)).toBe(false);
  });
});

describe('device looks', () => {
  const look = (brand: string, series: string, model: string, year: number) =>
    deviceLook({ brand, series, model, year });
  const iphone15Pro = look('Apple', 'APPLE-IPHONE-15', 'iPhone 15 Pro', 2023);
  const galaxyS23 = look('Samsung', 'SAMSUNG-GALAXY-S', 'Galaxy S23', 2023);
  const redmiNote12 = look('Xiaomi', 'XIAOMI-REDMI-NOTE', 'Redmi Note 12', 2023);

  it('tells an iPhone 15 Pro, a Galaxy S23 and a Redmi Note 12 apart by their cameras', () => {
    expect(iphone15Pro).toMatchObject({ camera: 'triple-square', lenses: 3, front: 'island' });
    expect(galaxyS23).toMatchObject({ camera: 'floating-vertical', lenses: 3, front: 'punch-centre' });
    expect(redmiNote12).toMatchObject({ camera: 'rect-vertical', lenses: 3, front: 'punch-centre' });

    // Not just different names: different geometry. The iPhone's lenses form a triangle on one large
    // island, the Galaxy's stand alone in a column, the Redmi's sit in a tall narrow island.
    const iphone = cameraGeometry(iphone15Pro);
    const galaxy = cameraGeometry(galaxyS23);
    const redmi = cameraGeometry(redmiNote12);
    const columns = (lenses: { x: number }[]) => new Set(lenses.map((lens) => Math.round(lens.x))).size;
    expect(columns(iphone.lenses)).toBe(2);
    expect(columns(galaxy.lenses)).toBe(1);
    expect(columns(redmi.lenses)).toBe(1);
    expect(iphone.islands).toHaveLength(1);
    expect(iphone.islands[0]?.width).toBe(iphone.islands[0]?.height);
    expect(galaxy.islands).toHaveLength(0);
    expect(redmi.islands).toHaveLength(1);
    expect(redmi.islands[0]?.height).toBeGreaterThan(2 * (redmi.islands[0]?.width ?? 0));
  });

  it('follows the families: cut-outs, camera layouts and forms', () => {
    expect(look('Apple', 'APPLE-IPHONE-13', 'iPhone 13', 2021)).toMatchObject({
      front: 'notch',
      camera: 'dual-diagonal-square',
    });
    expect(look('Apple', 'APPLE-IPHONE-12', 'iPhone 12 mini', 2020)).toMatchObject({
      camera: 'dual-vertical-square',
      size: 'compact',
    });
    expect(look('Apple', 'APPLE-IPHONE-16', 'iPhone 16 Plus', 2024)).toMatchObject({
      front: 'island',
      camera: 'dual-vertical-pill',
      size: 'large',
    });
    expect(look('Apple', 'APPLE-IPHONE-17', 'iPhone 17 Pro Max', 2025).camera).toBe('plateau');
    expect(look('Apple', 'APPLE-IPHONE-SE', 'iPhone SE (2022)', 2022)).toMatchObject({
      front: 'home-button',
      camera: 'single-corner',
    });
    expect(look('Samsung', 'SAMSUNG-GALAXY-S', 'Galaxy S24 Ultra', 2024).camera).toBe('ultra-p');
    expect(look('Samsung', 'SAMSUNG-GALAXY-S', 'Galaxy S21', 2021).camera).toBe('contour');
    expect(look('Samsung', 'SAMSUNG-GALAXY-A', 'Galaxy A14 5G', 2023).front).toBe('waterdrop');
    expect(look('Samsung', 'SAMSUNG-GALAXY-Z', 'Galaxy Z Fold6', 2024).form).toBe('fold');
    expect(look('Samsung', 'SAMSUNG-GALAXY-Z', 'Galaxy Z Flip6', 2024)).toMatchObject({
      form: 'flip',
      coverScreen: 'large',
    });
    expect(look('Google', 'GOOGLE-PIXEL', 'Pixel 8 Pro', 2023)).toMatchObject({ camera: 'visor', lenses: 3 });
    expect(look('Google', 'GOOGLE-PIXEL', 'Pixel 9', 2024)).toMatchObject({ camera: 'pill-bar', lenses: 2 });
    expect(look('OnePlus', 'ONEPLUS-NUMBER', 'OnePlus 7 Pro', 2019).front).toBe('full-screen');
    expect(look('Xiaomi', 'XIAOMI-REDMI', 'Redmi 9A', 2020)).toMatchObject({
      front: 'waterdrop',
      camera: 'single-square',
    });
    expect(look('Nothing', 'NOTHING-PHONE', 'Nothing Phone (2)', 2023).camera).toBe('glyph');
    expect(look('iQOO', 'IQOO-NUMBER', 'iQOO 7 Legend', 2021).stripe).toBe(true);
  });

  it('gives every catalog model a finish from its series palette, and the families many different looks', () => {
    const seed = loadCatalogSeed();
    const looks = seed.brands.flatMap((brand) =>
      brand.series.flatMap((series) =>
        series.models.map((model) => ({
          series: series.code,
          look: deviceLook({ brand: brand.name, series: series.code, model: model.name, year: model.year }),
        })),
      ),
    );
    expect(looks.length).toBeGreaterThan(350);
    expect(looks.filter(({ look }) => look.finish.name === 'Brand')).toEqual([]);
    expect(new Set(looks.map(({ look }) => look.camera)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(looks.map(({ look }) => look.front)).size).toBe(7);
    // Within a series the finishes vary; a series' models share one palette.
    const iphone15 = looks
      .filter(({ series }) => series === 'APPLE-IPHONE-15')
      .map(({ look }) => look.finish.name);
    expect(new Set(iphone15).size).toBeGreaterThan(1);
  });

  it('keeps every camera on the back, whatever the layout and number of lenses', () => {
    const layouts = new Set(
      loadCatalogSeed().brands.flatMap((brand) =>
        brand.series.flatMap((series) =>
          series.models.map(
            (model) =>
              deviceLook({ brand: brand.name, series: series.code, model: model.name, year: model.year })
                .camera,
          ),
        ),
      ),
    );
    for (const camera of layouts) {
      for (const lenses of [1, 2, 3, 4]) {
        const geometry = cameraGeometry({ camera, lenses });
        expect(geometry.lenses.length, camera).toBeGreaterThan(0);
        for (const circle of [...geometry.lenses, ...geometry.flashes]) {
          expect(circle.x - circle.r, camera).toBeGreaterThanOrEqual(0);
          expect(circle.x + circle.r, camera).toBeLessThanOrEqual(REFERENCE_BACK.width);
          expect(circle.y - circle.r, camera).toBeGreaterThanOrEqual(0);
          expect(circle.y + circle.r, camera).toBeLessThanOrEqual(REFERENCE_BACK.height);
        }
      }
    }
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

  it('redraws illustrations of an older drawing found without a manifest entry, and keeps photos', async () => {
    const imagesDir = path.join(dir, 'versions');
    await ensureCatalogImages(imagesDir, seed);
    const file = (slug: string) => path.join(imagesDir, 'models', `${slug}.webp`);
    const current = await fs.readFile(file('xiaomi-redmi-9'));
    expect((await sharp(current).metadata()).exif?.toString('latin1')).toContain(ILLUSTRATION_VERSION);

    const blank = { create: { width: 300, height: 400, channels: 4, background: '#ccddee' } } as const;
    await sharp(blank)
      .webp()
      .withExif({ IFD0: { Software: 'phonix-illustration/1' } })
      .toFile(file('apple-iphone-15'));
    const photo = await sharp(blank).webp().toBuffer();
    await fs.writeFile(file('apple-iphone-15-plus'), photo);
    // Files made before the images folder had its manifest (catalog-images.json) are judged by their mark.
    await fs.rm(path.join(imagesDir, 'catalog-images.json'));

    expect(await ensureCatalogImages(imagesDir, seed)).toEqual({ written: 1 });
    expect(await detail(await fs.readFile(file('apple-iphone-15')))).toBeGreaterThan(0.2);
    expect((await fs.readFile(file('apple-iphone-15-plus'))).equals(photo)).toBe(true);
    expect((await fs.readFile(file('xiaomi-redmi-9'))).equals(current)).toBe(true);
  });

  it('draws a valid 300 x 400 webp for every model of the catalog', { timeout: 120_000 }, async () => {
    const catalog = loadCatalogSeed();
    const imagesDir = path.join(dir, 'catalog');
    const models = catalog.brands.flatMap((brand) => brand.series.flatMap((series) => series.models));
    expect(await ensureCatalogImages(imagesDir, catalog)).toEqual({
      written: catalog.brands.length + models.length,
    });
    for (const model of models) {
      const image = await fs.readFile(path.join(imagesDir, 'models', `${model.slug}.webp`));
      expect(image.subarray(8, 12).toString('ascii'), model.slug).toBe('WEBP');
      const metadata = await sharp(image).metadata();
      expect(metadata, model.slug).toMatchObject({ format: 'webp', ...MODEL_IMAGE });
    }
  });
});
