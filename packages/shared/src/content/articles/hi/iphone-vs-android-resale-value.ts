// Replaced by the Hindi translation in the following commits.
export { article } from '../iphone-vs-android-resale-value.ts';
