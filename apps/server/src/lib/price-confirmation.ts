import type { PriceChangePreview } from '@phonix/shared/price-guard';
import { AppError } from './app-error.ts';

/**
 * Refuses a risky price change the request did not confirm, sending the preview with the 409. Both the
 * catalog (a Get Upto price) and pricing (the rules) apply it, so it belongs to neither (issue 33).
 */
export function requireConfirmation(preview: PriceChangePreview, confirmed: boolean): void {
  if (preview.risks.length > 0 && !confirmed) {
    throw new AppError('PRICE_CHANGE_NEEDS_CONFIRMATION', { preview });
  }
}
