// Replaced by the Hindi translation in the following commits.
export { article } from '../remove-sim-and-memory-card.ts';
