// Replaced by the Hindi translation in the following commits.
export { article } from '../sell-phone-online-vs-local-shop.ts';
