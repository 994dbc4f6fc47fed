// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../exact-quote-in-a-minute.ts';
