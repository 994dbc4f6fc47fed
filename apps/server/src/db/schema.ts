/**
 * Every table, assembled for what is not a module: the database client, seeds, scripts, plugins and tests.
 * Each table is declared in its module's tables.ts (drizzle.config.ts reads them); a module imports only its own
 * tables (biome.json, docs/decisions/206).
 */
export * from '../modules/addresses/tables.ts';
export * from '../modules/audit/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/contact/tables.ts';
export * from '../modules/customers/tables.ts';
export * from '../modules/enquiries/tables.ts';
export * from '../modules/evidence/tables.ts';
export * from '../modules/handover/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/outbox/tables.ts';
export * from '../modules/partners/tables.ts';
export * from '../modules/payouts/tables.ts';
export * from '../modules/pincodes/tables.ts';
export * from '../modules/pricing/tables.ts';
export * from '../modules/privacy/tables.ts';
export * from '../modules/self-check/tables.ts';
export * from '../modules/staff/tables.ts';
export * from '../modules/whatsapp/tables.ts';
export * from './platform-tables.ts';
