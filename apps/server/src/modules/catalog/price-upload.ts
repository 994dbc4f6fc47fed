import { fullModelName } from '@phonix/shared/catalog';
import { CATALOG_LIMITS } from '@phonix/shared/console-api';
import { PRICE_CHANGE_CONFIRM_SHARE } from '@phonix/shared/price-guard';
import {
  PRICE_UPLOAD_HEADER,
  PRICE_UPLOAD_MAX_LINES,
  type PriceUploadLine,
  type PriceUploadPreview,
  type PriceUploadProblem,
} from '@phonix/shared/price-upload';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited, latestEntryId, type RevertableEntry, type Reverter } from '../audit/index.ts';
import type { RateGuard } from './rate-guard.ts';
import { brands, models, variants } from './tables.ts';

/** Names compared as people type them: case, extra spaces and spaces around brackets do not matter. */
const key = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([()/])\s*/g, '$1')
    .trim();

/** '₹1,23,456', '123456', '1 23 456' -> 123456; null for anything else. */
function rupees(value: string): number | null {
  const digits = value.replace(/[₹,\s]|^rs\.?/gi, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= 1 && amount <= CATALOG_LIMITS.maxRate ? amount : null;
}

/** What an upload's audit entry keeps: each variant's price before and after, by variant id. */
type Prices = Record<string, number>;
const pricesOf = (value: unknown): Prices | null => {
  const prices = (value as { prices?: unknown } | null)?.prices;
  if (typeof prices !== 'object' || prices === null) return null;
  const entries = Object.entries(prices);
  return entries.every(([id, rate]) => /^\d+$/.test(id) && Number.isInteger(rate))
    ? (Object.fromEntries(entries) as Prices)
    : null;
};

/**
 * Get Upto prices from a CSV (issue 31, packages/shared/src/price-upload.ts): a preview of every line with
 * the price guard's flags, and the whole upload applied as one audited change (`price_upload.applied`,
 * entity `price_upload`) that the price history reverts in one click (this class is its Reverter).
 */
export class PriceUploadService implements Reverter {
  constructor(
    private readonly db: Database,
    private readonly changes: ChangeFeed,
    private readonly guard: RateGuard,
  ) {}

  /** Every line read and matched against the catalog now; saves nothing. */
  preview(csv: string): Promise<PriceUploadPreview> {
    return this.#read(this.db, csv);
  }

  /**
   * Applies every line in one transaction with one audit entry; refused (nothing applied) while a line has
   * a problem (PRICE_UPLOAD_INVALID) or the guard flagged lines the request did not confirm
   * (PRICE_UPLOAD_NEEDS_CONFIRMATION).
   */
  async apply(
    actor: Actor,
    input: { csv: string; file_name?: string | undefined; confirm?: boolean | undefined },
  ): Promise<{ entryId: number; changed: number }> {
    const result = await audited(this.db, actor, 'price_upload.applied', async (tx) => {
      const preview = await this.#read(tx, input.csv, true);
      const [problem] = preview.problems;
      if (problem)
        throw new AppError('PRICE_UPLOAD_INVALID', {
          field: 'csv',
          message: `Line ${problem.line}: ${problem.message} Nothing was changed.`,
        });
      if (preview.changes.length === 0)
        throw new AppError('PRICE_UPLOAD_INVALID', {
          field: 'csv',
          message: 'Every price in this file is already in force. Nothing was changed.',
        });
      if (preview.flagged > 0 && input.confirm !== true)
        throw new AppError('PRICE_UPLOAD_NEEDS_CONFIRMATION');
      for (const change of preview.changes)
        await tx.update(variants).set({ rate: change.new_rate }).where(eq(variants.id, change.variant_id));
      await this.changes.publish(tx, 'catalog');
      const before: Prices = {};
      const after: Prices = {};
      for (const change of preview.changes) {
        before[change.variant_id] = change.old_rate;
        after[change.variant_id] = change.new_rate;
      }
      return {
        entityType: 'price_upload',
        entityId: null,
        before: { prices: before },
        after: {
          prices: after,
          changed: preview.changes.length,
          flagged: preview.flagged,
          ...(input.file_name ? { file_name: input.file_name } : {}),
        },
        result: preview.changes.length,
      };
    });
    await this.changes.changed('catalog');
    // The entry just written by this actor (audited answers the change's result, not its entry).
    const entryId = await latestEntryId(this.db, 'price_upload.applied', actor.name);
    return { entryId: entryId ?? 0, changed: result };
  }

  /** Puts every price of the upload back, refused if any of them has been changed since. */
  async revertIn(tx: Transaction, entry: RevertableEntry): Promise<{ before: unknown; after: unknown }> {
    const before = pricesOf(entry.before);
    const after = pricesOf(entry.after);
    if (!before || !after) throw new AppError('AUDIT_NOT_REVERTABLE');
    const ids = Object.keys(after).map(Number);
    const rows = await tx.select().from(variants).where(inArray(variants.id, ids)).for('update');
    const now = new Map(rows.map((row) => [row.id, row.rate]));
    if (ids.some((id) => now.get(id) !== after[id])) throw new AppError('AUDIT_REVERT_CONFLICT');
    for (const id of ids)
      await tx
        .update(variants)
        .set({ rate: before[id] as number })
        .where(eq(variants.id, id));
    await this.changes.publish(tx, 'catalog');
    return { before: { prices: after }, after: { prices: before, changed: ids.length } };
  }

  async reverted(): Promise<void> {
    await this.changes.changed('catalog');
  }

  async #read(db: Database | Transaction, csv: string, lock = false): Promise<PriceUploadPreview> {
    const problems: PriceUploadProblem[] = [];
    let records: string[][];
    try {
      records = parse(csv.replace(/^\ufeff/, ''), {
        skip_empty_lines: true,
        relax_column_count: true,
        trim: true,
      }) as string[][];
    } catch {
      throw new AppError('PRICE_UPLOAD_INVALID', {
        field: 'csv',
        message: 'The file could not be read as CSV. Save it from the spreadsheet as CSV and try again.',
      });
    }
    const [header, ...lines] = records;
    if (!header || header.map(key).join(',') !== PRICE_UPLOAD_HEADER.join(','))
      throw new AppError('PRICE_UPLOAD_INVALID', {
        field: 'csv',
        message: `The first line must be the column names: ${PRICE_UPLOAD_HEADER.join(',')}`,
      });
    if (lines.length > PRICE_UPLOAD_MAX_LINES)
      throw new AppError('PRICE_UPLOAD_INVALID', {
        field: 'csv',
        message: `At most ${PRICE_UPLOAD_MAX_LINES.toLocaleString('en-IN')} lines at once.`,
      });

    const query = db
      .select({
        id: variants.id,
        name: variants.name,
        rate: variants.rate,
        model: models.name,
        brand: brands.name,
      })
      .from(variants)
      .innerJoin(models, eq(models.id, variants.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId));
    const catalog = lock ? await query.for('update', { of: variants }) : await query;
    const byName = new Map<string, (typeof catalog)[number]>();
    for (const row of catalog) {
      byName.set(`${key(row.brand)}|${key(row.model)}|${key(row.name)}`, row);
      byName.set(`${key(row.brand)}|${key(fullModelName(row.brand, row.model))}|${key(row.name)}`, row);
    }
    const brandNames = new Set(catalog.map((row) => key(row.brand)));
    const modelNames = new Set(catalog.flatMap((row) => [`${key(row.brand)}|${key(row.model)}`]));

    const changes: PriceUploadLine[] = [];
    const seen = new Map<number, number>();
    let unchanged = 0;
    lines.forEach((cells, index) => {
      const line = index + 2;
      const [brand = '', model = '', variant = '', price = ''] = cells;
      if (cells.length !== PRICE_UPLOAD_HEADER.length) {
        problems.push({ line, message: 'Each line needs 4 values: brand, model, variant and price.' });
        return;
      }
      const row = byName.get(`${key(brand)}|${key(model)}|${key(variant)}`);
      if (!row) {
        const message = !brandNames.has(key(brand))
          ? `No brand "${brand}" in the catalog.`
          : !modelNames.has(`${key(brand)}|${key(model)}`) &&
              !catalog.some((entry) => key(fullModelName(entry.brand, entry.model)) === key(model))
            ? `No model "${model}" of ${brand} in the catalog.`
            : `No variant "${variant}" of ${brand} ${model} in the catalog.`;
        problems.push({ line, message });
        return;
      }
      const rate = rupees(price);
      if (rate === null) {
        problems.push({ line, message: `"${price}" is not a price in whole rupees (1 to 1,00,00,000).` });
        return;
      }
      const earlier = seen.get(row.id);
      if (earlier !== undefined) {
        problems.push({ line, message: `This variant is already on line ${earlier}.` });
        return;
      }
      seen.set(row.id, line);
      if (rate === row.rate) {
        unchanged += 1;
        return;
      }
      const device = `${fullModelName(row.brand, row.model)} (${row.name})`;
      const { risks } = this.guard.variantPreview({
        variantId: row.id,
        device,
        oldRate: row.rate,
        newRate: rate,
      });
      changes.push({
        line,
        brand,
        model,
        variant,
        variant_id: row.id,
        device,
        old_rate: row.rate,
        new_rate: rate,
        risks,
      });
    });
    return {
      changes,
      unchanged,
      problems,
      threshold_percent: PRICE_CHANGE_CONFIRM_SHARE * 100,
      flagged: changes.filter((change) => change.risks.length > 0).length,
    };
  }
}
