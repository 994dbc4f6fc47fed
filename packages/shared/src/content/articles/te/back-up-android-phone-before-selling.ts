// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../back-up-android-phone-before-selling.ts';
