// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../sell-phone-online-vs-local-shop.ts';
