// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../phone-condition-and-your-quote.ts';
