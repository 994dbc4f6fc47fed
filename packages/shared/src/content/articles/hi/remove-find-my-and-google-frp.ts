// Replaced by the Hindi translation in the following commits.
export { article } from '../remove-find-my-and-google-frp.ts';
