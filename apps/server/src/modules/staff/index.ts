export { staffNames } from './reads.ts';
