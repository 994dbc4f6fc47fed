import type { PriceChangePreview } from '@phonix/shared/price-guard';

/**
 * The price guard as the catalog asks it about a new Get Upto price. Pricing's PriceGuard is it (app.ts
 * hands it in); pricing reads the catalog, so the catalog names only this shape, never pricing (issue 33).
 */
export interface RateGuard {
  variantPreview(input: {
    variantId: number;
    device: string;
    oldRate: number;
    newRate: number;
  }): PriceChangePreview;
}
