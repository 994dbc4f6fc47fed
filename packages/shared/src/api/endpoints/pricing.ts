import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/pricing serves: method, path, who may call (schemas:
 * ../contract/pricing.ts).
 */
export const PRICING_ENDPOINTS = {
  // Quotes.
  getExactValue: { method: 'POST', path: '/api/getExactValue', auth: 'public' },
  calculatePrice: { method: 'POST', path: '/api/calculateprice', auth: 'public' },
  staffPricingRules: { method: 'GET', path: '/api/staff/pricing', auth: 'staff', role: 'admin' },
  staffUpdatePricingRules: { method: 'POST', path: '/api/staff/pricing', auth: 'staff', role: 'admin' },
  staffPricingPreview: { method: 'POST', path: '/api/staff/pricing/preview', auth: 'staff', role: 'admin' },
  staffPricingCheck: { method: 'POST', path: '/api/staff/pricing/check', auth: 'staff', role: 'admin' },
} as const satisfies Record<string, EndpointRoute>;
