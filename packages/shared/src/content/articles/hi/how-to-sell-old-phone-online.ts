// Replaced by the Hindi translation in the following commits.
export { article } from '../how-to-sell-old-phone-online.ts';
