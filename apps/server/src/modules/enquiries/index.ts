export { enquiriesPersonalData } from './personal-data.ts';
export { conversionSince } from './staff-repository.ts';
export { enquiriesPerIndiaDay } from './staff-repository.ts';
export { quoteTimesSince } from './staff-repository.ts';
