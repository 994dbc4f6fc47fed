import {
  pricingChangesSchema,
  pricingPreviewRequestSchema,
  pricingPreviewResponseSchema,
  pricingRulesResponseSchema,
  pricingUpdateRequestSchema,
} from '../../console-api.ts';
import { priceCheckResponseSchema } from '../../price-guard.ts';
import { answerRecordSchema } from '../../questionnaire-record.ts';
import {
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  exactValueResponseSchema,
} from '../../quote-api.ts';
import type { PRICING_ENDPOINTS } from '../endpoints/pricing.ts';
import type { ContractOf } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/pricing take and answer (routes: ../endpoints/pricing.ts).
 */
export const PRICING_CONTRACT = {
  getExactValue: {
    tags: ['pricing'],
    summary: 'The exact, itemised quote for a questionnaire answer record',
    body: answerRecordSchema,
    response: exactValueResponseSchema,
    errors: [404],
  },
  calculatePrice: {
    tags: ['pricing'],
    summary: 'The price calculation helper: finalValue for the selected model and its answers',
    body: calculatePriceRequestSchema,
    response: calculatePriceResponseSchema,
    errors: [404],
  },
  staffPricingRules: {
    tags: ['console'],
    summary: 'The deduction table, age bands, minimum offer and rounding step',
    response: pricingRulesResponseSchema,
    errors: [],
  },
  staffUpdatePricingRules: {
    tags: ['console'],
    summary:
      'Change pricing rules: the deductions (by code), minimum offer and rounding step sent; the rest stays',
    description:
      'A change that moves a sample phone quote or a deduction by more than 20% of the Get Upto price, or raises ' +
      'the minimum offer above the cheapest Get Upto price, answers 409 PRICE_CHANGE_NEEDS_CONFIRMATION with a ' +
      '`preview` unless the body has `confirm: true`.',
    body: pricingUpdateRequestSchema,
    response: pricingRulesResponseSchema,
    errors: [409],
  },
  staffPricingCheck: {
    tags: ['console'],
    summary:
      'Whether saving pricing changes needs confirmation, with the preview of the variant they move most',
    body: pricingChangesSchema,
    response: priceCheckResponseSchema,
    errors: [],
  },
  staffPricingPreview: {
    tags: ['console'],
    summary: 'Price a sample answer set with the current rules and with proposed changes, saving nothing',
    body: pricingPreviewRequestSchema,
    response: pricingPreviewResponseSchema,
    errors: [404],
  },
} as const satisfies ContractOf<typeof PRICING_ENDPOINTS>;
