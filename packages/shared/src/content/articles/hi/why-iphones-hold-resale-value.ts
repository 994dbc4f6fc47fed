// Replaced by the Hindi translation in the following commits.
export { article } from '../why-iphones-hold-resale-value.ts';
