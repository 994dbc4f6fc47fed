export { whatsappPersonalData } from './personal-data.ts';
export type { WhatsAppConsents } from './consent.ts';
