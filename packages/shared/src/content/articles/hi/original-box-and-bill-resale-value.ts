// Replaced by the Hindi translation in the following commits.
export { article } from '../original-box-and-bill-resale-value.ts';
