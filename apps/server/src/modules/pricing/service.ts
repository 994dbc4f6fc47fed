import { assertCompleteRules, type PricingRules, type Quote, quote } from '@phonix/shared/pricing';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService, VariantEntry } from '../catalog/index.ts';
import { readPricingRules } from './repository.ts';

/**
 * Prices answer records on the server, from the variant's Rate in the catalog and the pricing rules
 * (cached in memory, refreshed when operations change them). A price sent by the browser is never used.
 */
export class PricingService {
  #rules: PricingRules | undefined;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {}

  async refresh(): Promise<void> {
    const rules = await readPricingRules(this.db);
    assertCompleteRules(rules);
    this.#rules = rules;
  }

  get rules(): PricingRules {
    if (!this.#rules) throw new Error('PricingService.refresh() must run before quoting');
    return this.#rules;
  }

  /** The quote for a record, or a 404 when its variant does not exist or is not a variant of its model. */
  quote(record: AnswerRecord): { entry: VariantEntry; quote: Quote } {
    const entry = this.catalog.findVariant(record.variant);
    if (!entry || entry.model.ic_slug !== record.ic_slug.toLowerCase()) {
      throw new AppError('VARIANT_NOT_FOUND', {
        message: `No variant ${record.variant} found for model '${record.ic_slug}'`,
      });
    }
    return { entry, quote: quote(entry.variant.Rate, record, this.rules) };
  }
}
