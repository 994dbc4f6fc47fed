export { FORM_RATE_LIMIT } from './form-rate-limit.ts';
