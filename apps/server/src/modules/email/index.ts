export { FORM_RATE_LIMIT } from './form-rate-limit.ts';
export type { EmailDriver } from './email-driver.ts';
