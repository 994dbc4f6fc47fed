// Replaced by the Hindi translation in the following commits.
export { article } from '../best-time-to-sell-old-phone.ts';
