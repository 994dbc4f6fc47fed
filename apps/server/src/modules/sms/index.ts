export type { SmsDriver } from './sms-driver.ts';
export { renderSms } from './templates.ts';
export { smsAmount } from './templates.ts';
export type { SmsMessage } from './sms-driver.ts';
