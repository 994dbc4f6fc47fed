// Replaced by the Hindi translation in the following commits.
export { article } from '../back-up-iphone-before-selling.ts';
