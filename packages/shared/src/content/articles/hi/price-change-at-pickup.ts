// Replaced by the Hindi translation in the following commits.
export { article } from '../price-change-at-pickup.ts';
