// TEMP placeholder (lead drops on merge): the Telugu translation comes from another branch.
export { article } from '../remove-find-my-and-google-frp.ts';
