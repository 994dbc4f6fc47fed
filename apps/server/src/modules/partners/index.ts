export { partnerContacts, partnerIdsByMobile, partnersPersonalData } from './personal-data.ts';
