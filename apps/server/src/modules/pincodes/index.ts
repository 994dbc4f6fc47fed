export { servedPincodesAmong } from './reads.ts';
