import {
  deductionGroup,
  type PricingChanges,
  type PricingRulesResponse,
  type PricingUpdateRequest,
  pricingChangesSchema,
  type SampleAnswers,
} from '@phonix/shared/console-api';
import { type PriceChangePreview, withPricingChanges } from '@phonix/shared/price-guard';
import { DEDUCTIONS, type PricingRules, type Quote, quote } from '@phonix/shared/pricing';
import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireConfirmation } from '../../lib/price-confirmation.ts';
import { type Actor, audited, type RevertableEntry, type Reverter } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { PriceGuard } from './price-guard.ts';
import { readPricingRules } from './repository.ts';
import type { PricingService } from './service.ts';
import { priceDeductions, pricingSettings } from './tables.ts';

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

/**
 * The pricing rules screen (admins): the deduction table (the age bands are its warranty rows), the minimum
 * offer and the rounding step of packages/shared/src/pricing.ts, a preview that prices a sample answer set
 * with the current and the proposed rules, and the audited save, after which every process re-reads them.
 */
export class PricingAdminService implements Reverter {
  constructor(
    private readonly db: Database,
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
    private readonly changes: ChangeFeed,
    private readonly guard: PriceGuard,
  ) {}

  /** What saving the changes would do to the sample phone, and whether it needs confirmation; saves nothing. */
  check(changes: PricingChanges): PriceChangePreview {
    const current = this.pricing.rules;
    return this.guard.rulesPreview(current, withPricingChanges(current, changes));
  }

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
      proposed: quote(rate, input.answers, withPricingChanges(this.pricing.rules, input.changes)),
    };
  }

  /**
   * Applies the changes; the audit entry keeps the values that changed, before and after. A change the price
   * guard finds risky is refused with its preview unless `confirm` is set.
   */
  async update(
    actor: Actor,
    { confirm, ...changes }: PricingUpdateRequest,
  ): Promise<Omit<PricingRulesResponse, 'success'>> {
    const saved = await audited(this.db, actor, 'pricing.update', async (tx) => {
      const { before, after, next } = await this.#updateIn(tx, changes, confirm === true);
      return { entityType: 'pricing', entityId: null, before, after, result: next };
    });
    await this.changes.changed('pricing');
    return toResponse(saved);
  }

  async #updateIn(
    tx: Transaction,
    changes: PricingChanges,
    confirmed: boolean,
    expect?: (current: PricingRules) => void,
  ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown>; next: PricingRules }> {
    // One pricing change at a time: the settings row is the lock.
    await tx.select().from(pricingSettings).where(eq(pricingSettings.id, 1)).for('update');
    const current = await readPricingRules(tx);
    expect?.(current);
    const next = withPricingChanges(current, changes);
    requireConfirmation(this.guard.rulesPreview(current, next), confirmed);
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
    return { before, after, next };
  }

  /**
   * Puts back the rules a `pricing.update` entry changed (decision record 071), when each still holds the
   * value the entry set; the admin's revert is the confirmation the guard asks for.
   */
  async revertIn(tx: Transaction, entry: RevertableEntry): Promise<{ before: unknown; after: unknown }> {
    const was = pricingChangesSchema.safeParse(entry.before);
    const set = pricingChangesSchema.safeParse(entry.after);
    if (!was.success || !set.success) throw new AppError('AUDIT_NOT_REVERTABLE');
    const restore = was.data;
    const expected = set.data;
    const nothing =
      Object.keys(restore.deductions).length === 0 &&
      restore.minimum_offer === undefined &&
      restore.rounding_step === undefined;
    if (nothing) {
      throw new AppError('AUDIT_NOT_REVERTABLE', {
        message: 'This change changed nothing, so there is nothing to revert.',
      });
    }
    const { before, after } = await this.#updateIn(tx, restore, true, (current) => {
      const moved =
        Object.entries(expected.deductions).some(([code, percent]) => current.deductions[code] !== percent) ||
        (expected.minimum_offer !== undefined && current.minimumOffer !== expected.minimum_offer) ||
        (expected.rounding_step !== undefined && current.roundingStep !== expected.rounding_step);
      if (moved) throw new AppError('AUDIT_REVERT_CONFLICT');
    });
    return { before, after };
  }

  async reverted(): Promise<void> {
    await this.changes.changed('pricing');
  }
}
