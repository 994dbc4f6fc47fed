export { normalizeRef } from './ref-no.ts';
export { findOrderByRef, orderRefsByIds } from './repository.ts';
