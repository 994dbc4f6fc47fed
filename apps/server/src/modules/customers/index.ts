export { customerLanguageOf } from './reads.ts';
export { registerMobilesOf } from './reads.ts';
