export { conversionSince, enquiriesPerIndiaDay, quoteTimesSince } from './staff-repository.ts';
