import { describe, expect, it } from 'vitest';
import { type CatalogSeed, catalogSeedSchema, loadCatalogSeed, type SeedModel } from './catalog-seed.ts';

const catalog = loadCatalogSeed();
const allModels = (seed: CatalogSeed): SeedModel[] =>
  seed.brands.flatMap((brand) => brand.series.flatMap((entry) => entry.models));
const models = allModels(catalog);
const bySlug = new Map(models.map((model) => [model.slug, model]));

/** Storage in GB of a variant name: "256GB" -> 256, "1TB" -> 1024, "8GB-128GB" -> 128. */
function storageGb(variantName: string): number {
  const storage = variantName.split('-').at(-1) ?? '';
  const amount = Number.parseInt(storage, 10);
  return storage.endsWith('TB') ? amount * 1024 : amount;
}

function ramGb(variantName: string): number {
  const parts = variantName.split('-');
  return parts.length === 2 ? Number.parseInt(parts[0] ?? '0', 10) : 0;
}

const REQUIRED_IPHONES = [
  'iPhone 11',
  'iPhone 11 Pro',
  'iPhone 11 Pro Max',
  'iPhone SE (2020)',
  'iPhone 12 mini',
  'iPhone 12',
  'iPhone 12 Pro',
  'iPhone 12 Pro Max',
  'iPhone 13 mini',
  'iPhone 13',
  'iPhone 13 Pro',
  'iPhone 13 Pro Max',
  'iPhone SE (2022)',
  'iPhone 14',
  'iPhone 14 Plus',
  'iPhone 14 Pro',
  'iPhone 14 Pro Max',
  'iPhone 15',
  'iPhone 15 Plus',
  'iPhone 15 Pro',
  'iPhone 15 Pro Max',
  'iPhone 16',
  'iPhone 16 Plus',
  'iPhone 16 Pro',
  'iPhone 16 Pro Max',
  'iPhone 16e',
];

describe('catalog seed', () => {
  it('has the popular brands first, in order, each with 2+ series', () => {
    expect(catalog.brands.length).toBeGreaterThanOrEqual(12);
    expect(catalog.brands.slice(0, 12).map((brand) => brand.name)).toEqual([
      'Apple',
      'Samsung',
      'OnePlus',
      'Xiaomi',
      'Vivo',
      'Oppo',
      'Realme',
      'Google',
      'Motorola',
      'Nothing',
      'iQOO',
      'Poco',
    ]);
    for (const brand of catalog.brands) expect(brand.series.length, brand.slug).toBeGreaterThanOrEqual(2);
  });

  it('has at least 150 models, all released 2019 or later', () => {
    expect(models.length).toBeGreaterThanOrEqual(150);
    for (const model of models) expect(model.year, model.slug).toBeGreaterThanOrEqual(2019);
  });

  it('has unique model slugs and series codes', () => {
    expect(new Set(models.map((model) => model.slug)).size).toBe(models.length);
    const codes = catalog.brands.flatMap((brand) => brand.series.map((entry) => entry.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('builds model slugs from the brand slug and the model name', () => {
    for (const brand of catalog.brands) {
      for (const model of brand.series.flatMap((entry) => entry.models)) {
        expect(model.slug.startsWith(`${brand.slug}-`), model.slug).toBe(true);
        expect(model.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
    expect(bySlug.has('apple-iphone-15-pro-max')).toBe(true);
    expect(bySlug.has('apple-iphone-se-2020')).toBe(true);
    expect(bySlug.has('samsung-galaxy-s23-ultra')).toBe(true);
    expect(bySlug.has('xiaomi-redmi-note-13-pro')).toBe(true);
  });

  it('has every iPhone from the iPhone 11 on', () => {
    const apple = catalog.brands.find((brand) => brand.slug === 'apple');
    const names = new Set(apple?.series.flatMap((entry) => entry.models.map((model) => model.name)));
    for (const name of REQUIRED_IPHONES) expect(names.has(name), name).toBe(true);
  });

  it('names variants by storage (iPhones) or RAM-storage, ascending, never cheaper with more memory', () => {
    for (const brand of catalog.brands) {
      for (const model of brand.series.flatMap((entry) => entry.models)) {
        const pattern = brand.slug === 'apple' ? /^\d+(GB|TB)$/ : /^\d+GB-\d+(GB|TB)$/;
        for (const [index, variant] of model.variants.entries()) {
          expect(variant.name, model.slug).toMatch(pattern);
          expect(variant.rate % 100, model.slug).toBe(0);
          const previous = model.variants[index - 1];
          if (!previous) continue;
          const grows =
            storageGb(variant.name) > storageGb(previous.name) ||
            (storageGb(variant.name) === storageGb(previous.name) &&
              ramGb(variant.name) > ramGb(previous.name));
          expect(grows, `${model.slug} ${previous.name} -> ${variant.name}`).toBe(true);
          expect(variant.rate, `${model.slug} ${variant.name}`).toBeGreaterThanOrEqual(previous.rate);
        }
      }
    }
  });

  it('prices a recent flagship far above an old budget phone', () => {
    const proMax = bySlug.get('apple-iphone-15-pro-max');
    const redmi9 = bySlug.get('xiaomi-redmi-9');
    expect(proMax?.variants.find((variant) => variant.name === '256GB')?.rate).toBe(61500);
    const cheapest = Math.min(...(redmi9?.variants.map((variant) => variant.rate) ?? []));
    expect(61500).toBeGreaterThan(10 * cheapest);
    // Newer generations of the same line are worth more.
    const base = (slug: string) => bySlug.get(slug)?.variants[0]?.rate ?? 0;
    expect(base('apple-iphone-16-pro-max')).toBeGreaterThan(base('apple-iphone-15-pro-max'));
    expect(base('apple-iphone-12')).toBeGreaterThan(base('apple-iphone-11'));
    expect(base('samsung-galaxy-s24-ultra')).toBeGreaterThan(base('samsung-galaxy-s23-ultra'));
  });

  it('rejects invalid entries', () => {
    const broken = structuredClone(catalog);
    const model = broken.brands[0]?.series[0]?.models[0];
    if (!model) throw new Error('empty catalog');
    model.year = 2017;
    model.variants = [
      { name: '256GB', rate: 50_000 },
      { name: '512GB', rate: 49_950 },
    ];
    const result = catalogSeedSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('brands.0.series.0.models.0.year');
    expect(paths).toContain('brands.0.series.0.models.0.variants.1.rate');
  });
});
