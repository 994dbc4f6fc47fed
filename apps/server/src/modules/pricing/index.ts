export type { PricingService } from './service.ts';
