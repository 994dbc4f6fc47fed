export { contactPersonalData } from './personal-data.ts';
export { countOpenContactMessages } from './repository.ts';
