// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../iphone-vs-android-resale-value.ts';
