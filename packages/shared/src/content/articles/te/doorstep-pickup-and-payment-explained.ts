// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../doorstep-pickup-and-payment-explained.ts';
