// Replaced by the Hindi translation in the following commits.
export { article } from '../what-decides-used-phone-price.ts';
