export { whatsappPersonalData } from './personal-data.ts';
