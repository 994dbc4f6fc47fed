import fs from 'node:fs';
import { z } from 'zod';

/**
 * The demo catalog of the Indian used-phone market (catalog.json): brands in display order, their series
 * (newest first), models (newest / most premium first) and the storage or RAM-storage variants sold in India,
 * each with the best "Get Upto" price in rupees for a flawless used unit.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** "64GB", "1TB" (storage only, iPhones) or "8GB-128GB" (RAM first, then storage). */
const VARIANT_NAME = /^(?:\d+GB-)?\d+(?:GB|TB)$/;

const seedVariantSchema = z.object({
  name: z.string().regex(VARIANT_NAME, 'variant name like "128GB" or "8GB-128GB"'),
  rate: z.number().int().positive().multipleOf(100),
});

const seedModelSchema = z
  .object({
    slug: z.string().regex(SLUG, 'lowercase kebab-case slug'),
    name: z.string().trim().min(1),
    year: z.number().int().min(2019),
    variants: z.array(seedVariantSchema).min(1),
  })
  .superRefine((model, ctx) => {
    const names = new Set<string>();
    for (const [index, variant] of model.variants.entries()) {
      if (names.has(variant.name)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate variant ${variant.name}`,
          path: ['variants', index],
        });
      }
      names.add(variant.name);
      const previous = model.variants[index - 1];
      if (previous && variant.rate < previous.rate) {
        ctx.addIssue({
          code: 'custom',
          message: `${variant.name} is cheaper than ${previous.name}`,
          path: ['variants', index, 'rate'],
        });
      }
    }
  });

const seedSeriesSchema = z.object({
  code: z.string().regex(CODE, 'uppercase series code'),
  name: z.string().trim().min(1),
  slug: z.string().regex(SLUG, 'lowercase kebab-case slug'),
  models: z.array(seedModelSchema).min(1),
});

const seedBrandSchema = z
  .object({
    slug: z.string().regex(SLUG, 'lowercase kebab-case slug'),
    name: z.string().trim().min(1),
    color: z.string().regex(HEX_COLOR, 'hex colour like #1d1d1f'),
    series: z.array(seedSeriesSchema).min(1),
  })
  .superRefine((brand, ctx) => {
    const seriesSlugs = new Set<string>();
    for (const [seriesIndex, entry] of brand.series.entries()) {
      if (seriesSlugs.has(entry.slug)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate series slug ${entry.slug}`,
          path: ['series', seriesIndex],
        });
      }
      seriesSlugs.add(entry.slug);
      for (const [modelIndex, model] of entry.models.entries()) {
        if (!model.slug.startsWith(`${brand.slug}-`)) {
          ctx.addIssue({
            code: 'custom',
            message: `model slug ${model.slug} must start with "${brand.slug}-"`,
            path: ['series', seriesIndex, 'models', modelIndex, 'slug'],
          });
        }
      }
    }
  });

export const catalogSeedSchema = z
  .object({ brands: z.array(seedBrandSchema).min(1) })
  .superRefine((catalog, ctx) => {
    const brandSlugs = new Set<string>();
    const seriesCodes = new Set<string>();
    const modelSlugs = new Set<string>();
    for (const [brandIndex, brand] of catalog.brands.entries()) {
      if (brandSlugs.has(brand.slug)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate brand slug ${brand.slug}`,
          path: ['brands', brandIndex],
        });
      }
      brandSlugs.add(brand.slug);
      for (const [seriesIndex, entry] of brand.series.entries()) {
        const seriesPath = ['brands', brandIndex, 'series', seriesIndex];
        if (seriesCodes.has(entry.code)) {
          ctx.addIssue({ code: 'custom', message: `duplicate series code ${entry.code}`, path: seriesPath });
        }
        seriesCodes.add(entry.code);
        for (const [modelIndex, model] of entry.models.entries()) {
          if (modelSlugs.has(model.slug)) {
            ctx.addIssue({
              code: 'custom',
              message: `duplicate model slug ${model.slug}`,
              path: [...seriesPath, 'models', modelIndex],
            });
          }
          modelSlugs.add(model.slug);
        }
      }
    }
  });

export type CatalogSeed = z.infer<typeof catalogSeedSchema>;
export type SeedBrand = CatalogSeed['brands'][number];
export type SeedSeries = SeedBrand['series'][number];
export type SeedModel = SeedSeries['models'][number];
export type SeedVariant = SeedModel['variants'][number];

/** Reads and validates catalog.json (throws a ZodError naming the offending entry when it is invalid). */
export function loadCatalogSeed(): CatalogSeed {
  const raw: unknown = JSON.parse(fs.readFileSync(new URL('./catalog.json', import.meta.url), 'utf8'));
  return catalogSeedSchema.parse(raw);
}
