export { countOpenContactMessages } from './repository.ts';
