// Replaced by the Hindi translation in the following commits.
export { article } from '../doorstep-pickup-and-payment-explained.ts';
