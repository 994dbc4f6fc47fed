// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../best-time-to-sell-old-phone.ts';
