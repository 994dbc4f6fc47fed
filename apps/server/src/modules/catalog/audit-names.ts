import { fullModelName } from '@phonix/shared/catalog';
import { nameAuditEntities } from '../audit/index.ts';
import { brandNames, modelNames, seriesNames, variantNames } from './reads.ts';

/** How the audit log names the catalog's objects now: 'Apple iPhone 15 (128GB)', 'Apple iPhone 15', … */
export function nameCatalogInAudit(): void {
  nameAuditEntities('variant', async (db, ids) => {
    const rows = await variantNames(db, ids);
    return new Map(rows.map((row) => [row.id, `${fullModelName(row.brand, row.model)} (${row.name})`]));
  });
  nameAuditEntities('model', async (db, ids) => {
    const rows = await modelNames(db, ids);
    return new Map(rows.map((row) => [row.id, fullModelName(row.brand, row.model)]));
  });
  nameAuditEntities('series', async (db, ids) => {
    const rows = await seriesNames(db, ids);
    return new Map(rows.map((row) => [row.id, `${fullModelName(row.brand, row.name)} series`]));
  });
  nameAuditEntities('brand', async (db, ids) => {
    const rows = await brandNames(db, ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  });
}
