import type { PricingRules } from '@phonix/shared/pricing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { priceDeductions, pricingSettings } from './tables.ts';

export async function readPricingRules(db: Database | Transaction): Promise<PricingRules> {
  const [deductionRows, [settings]] = await Promise.all([
    db.select().from(priceDeductions),
    db.select().from(pricingSettings).where(eq(pricingSettings.id, 1)),
  ]);
  if (!settings) throw new Error('The pricing_settings table is empty: the database was not seeded');
  return {
    deductions: Object.fromEntries(deductionRows.map((row) => [row.code, row.percent])),
    minimumOffer: settings.minimumOffer,
    roundingStep: settings.roundingStep,
  };
}
