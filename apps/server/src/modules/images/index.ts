export { textPath } from './glyph-text.ts';
