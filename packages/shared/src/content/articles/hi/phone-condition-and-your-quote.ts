// Replaced by the Hindi translation in the following commits.
export { article } from '../phone-condition-and-your-quote.ts';
