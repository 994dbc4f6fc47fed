// Replaced by the Hindi translation in the following commits.
export { article } from '../prepare-phone-before-selling.ts';
