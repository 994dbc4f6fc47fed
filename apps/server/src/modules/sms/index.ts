export type { SmsDeliveryState } from './delivery-reports.ts';
export { useDeliveryRecorder } from './delivery-reports.ts';
export { partnerLanguageByMobile } from './partner-language.ts';
export { usePartnerLanguage } from './partner-language.ts';
