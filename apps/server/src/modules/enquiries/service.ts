/**
 * What other modules use of price enquiries: the booking reads the enquiry it converts, the dashboard the
 * conversion rate. The repositories are imported by no other module (docs/decisions/080).
 */
export { findPriceEnquiry } from './repository.ts';
export { conversionSince } from './staff-repository.ts';
