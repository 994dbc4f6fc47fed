import {
  deductionGroup,
  type PricingChanges,
  type PricingRulesResponse,
  type SampleAnswers,
} from '@phonix/shared/console-api';
import { DEDUCTIONS, type PricingRules, type Quote, quote } from '@phonix/shared/pricing';
import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { priceDeductions, pricingSettings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited } from '../audit/audit.ts';
import type { CatalogService } from '../catalog/service.ts';
import { readPricingRules } from './repository.ts';
import type { PricingService } from './service.ts';

function toResponse(rules: PricingRules): Omit<PricingRulesResponse, 'success'> {
  return {
    deductions: DEDUCTIONS.map((deduction) => ({
      code: deduction.code,
      label: deduction.label,
      group: deductionGroup(deduction.code),
      percent: rules.deductions[deduction.code] ?? 0,
    })),
    minimum_offer: rules.minimumOffer,
    rounding_step: rules.roundingStep,
  };
}

/** The rules with the changes applied. */
const withChanges = (rules: PricingRules, changes: PricingChanges): PricingRules => ({
  deductions: { ...rules.deductions, ...changes.deductions } as Record<string, number>,
  minimumOffer: changes.minimum_offer ?? rules.minimumOffer,
  roundingStep: changes.rounding_step ?? rules.roundingStep,
});

/**
 * The pricing rules screen (admins): the deduction table (the age bands are its warranty rows), the minimum
 * offer and the rounding step of packages/shared/src/pricing.ts, a preview that prices a sample answer set
 * with the current and the proposed rules, and the audited save, after which every process re-reads them.
 */
export class PricingAdminService {
  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
    private readonly changes: ChangeFeed,
  ) {}

  async rules(): Promise<Omit<PricingRulesResponse, 'success'>> {
    return toResponse(await readPricingRules(this.db));
  }

  preview(input: { changes: PricingChanges; variant_id: number; answers: SampleAnswers }): {
    device: string;
    current: Quote;
    proposed: Quote;
  } {
    const entry = this.catalog.findVariant(input.variant_id);
    if (!entry) throw new AppError('VARIANT_NOT_FOUND', { field: 'variant_id' });
    const rate = entry.variant.Rate;
    return {
      device: `${entry.model.ItemName} (${entry.variant.VariantName})`,
      current: quote(rate, input.answers, this.pricing.rules),
      proposed: quote(rate, input.answers, withChanges(this.pricing.rules, input.changes)),
    };
  }

  /** Applies the changes; the audit entry keeps the values that changed, before and after. */
  async update(actor: Actor, changes: PricingChanges): Promise<Omit<PricingRulesResponse, 'success'>> {
    const saved = await audited(this.db, actor, 'pricing.update', async (tx) => {
      // One pricing change at a time: the settings row is the lock.
      await tx.select().from(pricingSettings).where(eq(pricingSettings.id, 1)).for('update');
      const current = await readPricingRules(tx);
      const next = withChanges(current, changes);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const changedDeductions = Object.entries(next.deductions).filter(
        ([code, percent]) => current.deductions[code] !== percent,
      );
      if (changedDeductions.length > 0) {
        before.deductions = Object.fromEntries(
          changedDeductions.map(([code]) => [code, current.deductions[code] ?? null]),
        );
        after.deductions = Object.fromEntries(changedDeductions);
      }
      for (const [code, percent] of changedDeductions) {
        await tx
          .insert(priceDeductions)
          .values({ code, percent })
          .onConflictDoUpdate({ target: priceDeductions.code, set: { percent } });
      }
      if (current.minimumOffer !== next.minimumOffer) {
        before.minimum_offer = current.minimumOffer;
        after.minimum_offer = next.minimumOffer;
      }
      if (current.roundingStep !== next.roundingStep) {
        before.rounding_step = current.roundingStep;
        after.rounding_step = next.roundingStep;
      }
      await tx
        .update(pricingSettings)
        .set({ minimumOffer: next.minimumOffer, roundingStep: next.roundingStep })
        .where(eq(pricingSettings.id, 1));
      await this.changes.publish(tx, 'pricing');
      return { entityType: 'pricing', entityId: null, before, after, result: next };
    });
    await this.changes.changed('pricing');
    return toResponse(saved);
  }
}
