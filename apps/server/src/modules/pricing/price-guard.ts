import {
  PRICE_CHANGE_CONFIRM_SHARE,
  type PriceChangePreview,
  rateChangeRisks,
  ruleChangeRisks,
  SAMPLE_PHONE_ANSWERS,
} from '@phonix/shared/price-guard';
import { type PricingRules, quote } from '@phonix/shared/pricing';
import type { CatalogService, RateGuard } from '../catalog/index.ts';
import type { PricingService } from './service.ts';

/**
 * The console's price edits, checked before they are saved (rule and constant: packages/shared/src/price-guard.ts,
 * decision record 070): the preview of what a change does to the storefront's Get Upto price and to the
 * quote of a sample phone, priced by the pricing engine itself, and the refusal of a risky change that the
 * request did not confirm.
 */
export class PriceGuard implements RateGuard {
  constructor(
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
  ) {}

  /** A new Get Upto price of one variant, under the pricing rules in force. */
  variantPreview(input: {
    variantId: number;
    device: string;
    oldRate: number;
    newRate: number;
  }): PriceChangePreview {
    const rules = this.pricing.rules;
    return {
      risks: rateChangeRisks(input.oldRate, input.newRate, rules.minimumOffer),
      threshold_percent: PRICE_CHANGE_CONFIRM_SHARE * 100,
      variant_id: input.variantId,
      device: input.device,
      get_upto: { before: input.oldRate, after: input.newRate },
      minimum_offer: { before: rules.minimumOffer, after: rules.minimumOffer },
      sample: {
        answers: SAMPLE_PHONE_ANSWERS,
        before: quote(input.oldRate, SAMPLE_PHONE_ANSWERS, rules),
        after: quote(input.newRate, SAMPLE_PHONE_ANSWERS, rules),
      },
    };
  }

  /**
   * New pricing rules: the sample phone on the storefront variant whose quote they move most (the first one
   * when they move none), and the cheapest Get Upto price against the new minimum offer.
   */
  rulesPreview(current: PricingRules, next: PricingRules): PriceChangePreview {
    let chosen: { id: number; device: string; rate: number; moved: number } | undefined;
    let cheapestRate = Number.POSITIVE_INFINITY;
    for (const entry of this.catalog.variants()) {
      const rate = entry.variant.Rate;
      cheapestRate = Math.min(cheapestRate, rate);
      const moved = Math.abs(
        quote(rate, SAMPLE_PHONE_ANSWERS, next).finalValue -
          quote(rate, SAMPLE_PHONE_ANSWERS, current).finalValue,
      );
      if (!chosen || moved / rate > chosen.moved / chosen.rate) {
        chosen = {
          id: entry.variant.id,
          device: `${entry.model.ItemName} (${entry.variant.VariantName})`,
          rate,
          moved,
        };
      }
    }
    if (!chosen) throw new Error('The catalog shows no variant: the price guard has no phone to preview');
    const before = quote(chosen.rate, SAMPLE_PHONE_ANSWERS, current);
    const after = quote(chosen.rate, SAMPLE_PHONE_ANSWERS, next);
    return {
      risks: ruleChangeRisks({ current, next, sampleBefore: before, sampleAfter: after, cheapestRate }),
      threshold_percent: PRICE_CHANGE_CONFIRM_SHARE * 100,
      variant_id: chosen.id,
      device: chosen.device,
      get_upto: { before: chosen.rate, after: chosen.rate },
      minimum_offer: { before: current.minimumOffer, after: next.minimumOffer },
      sample: { answers: SAMPLE_PHONE_ANSWERS, before, after },
    };
  }
}
