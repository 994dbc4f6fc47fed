// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../how-to-sell-old-phone-online.ts';
