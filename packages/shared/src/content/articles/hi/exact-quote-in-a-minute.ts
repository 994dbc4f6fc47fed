// Replaced by the Hindi translation in the following commits.
export { article } from '../exact-quote-in-a-minute.ts';
