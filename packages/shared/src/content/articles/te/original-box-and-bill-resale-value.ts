// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../original-box-and-bill-resale-value.ts';
