// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../why-iphones-hold-resale-value.ts';
