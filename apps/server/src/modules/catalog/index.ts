export { brandOfModel } from './reads.ts';
