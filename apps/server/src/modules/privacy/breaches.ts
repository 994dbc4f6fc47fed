import { maskMobile } from '@phonix/shared/console-api';
import { indiaDayEnd, indiaDayStart } from '@phonix/shared/india-time';
import {
  BOARD_REPORT_HOURS,
  BREACH_PREVIEW_SAMPLE,
  type Breach,
  type BreachSellers,
  type BreachSellersPreview,
  type CreateBreachRequest,
  type SellerBreach,
} from '@phonix/shared/privacy-api';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import { customerContacts, liveCustomerIds } from '../customers/index.ts';
import { customerIdsWithOrders } from '../orders/index.ts';
import { enqueue, message } from '../outbox/index.ts';
import { dataBreaches, dataBreachSellers } from './tables.ts';

type BreachRow = typeof dataBreaches.$inferSelect;

const HOUR = 3_600_000;
/** A clock a little ahead of ours is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Notices written per insert (a breach of the whole customer table is written in batches). */
const BATCH = 500;

export function breachNumber(id: number): string {
  return `BR-${String(id).padStart(6, '0')}`;
}

/** The dedupe key of a seller's notice of a breach: one message per breach and seller, however often told. */
export const breachNoticeKey = (breachId: number, customerId: number) =>
  `breach:${breachId}:seller:${customerId}`;

/**
 * The breach register (issue 24; DPDP Rules 2025, rule 7), for admins: each breach with what happened, when it
 * was detected, the kinds of data and the sellers affected. Each affected seller is sent a notice through the
 * outbox once (breach_notice_seller, keyed per breach and seller), in the same transaction that records them;
 * the notice's details are on their privacy page (privacyBreaches) and in their download. The Board's report
 * is due 72 hours after detection (`board_deadline`); recording it made is the last step. All audited.
 */
export class BreachService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  #present(row: BreachRow, affected: number): Breach {
    const deadline = new Date(row.detectedAt.getTime() + BOARD_REPORT_HOURS * HOUR);
    return {
      id: row.id,
      number: row.number,
      description: row.description,
      detected_at: row.detectedAt.toISOString(),
      data_kinds: row.dataKinds as string[],
      consequences: row.consequences,
      measures: row.measures,
      seller_steps: row.sellerSteps,
      board_deadline: deadline.toISOString(),
      hours_left: row.boardReportedAt ? null : Math.floor((deadline.getTime() - this.now().getTime()) / HOUR),
      board_reported_at: row.boardReportedAt?.toISOString() ?? null,
      board_reference: row.boardReference,
      sellers_affected: affected,
      created_at: row.createdAt.toISOString(),
    };
  }

  async #counts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: dataBreachSellers.breachId, n: sql<number>`count(*)::int` })
      .from(dataBreachSellers)
      .where(inArray(dataBreachSellers.breachId, ids))
      .groupBy(dataBreachSellers.breachId);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  async list(): Promise<Breach[]> {
    const rows = await this.db.select().from(dataBreaches).orderBy(desc(dataBreaches.id));
    const counts = await this.#counts(rows.map((row) => row.id));
    return rows.map((row) => this.#present(row, counts.get(row.id) ?? 0));
  }

  async get(breachId: number): Promise<Breach> {
    const [row] = await this.db.select().from(dataBreaches).where(eq(dataBreaches.id, breachId));
    if (!row) throw new AppError('BREACH_NOT_FOUND');
    return this.#present(row, (await this.#counts([row.id])).get(row.id) ?? 0);
  }

  /** The sellers named: ids (each a seller not erased, else 400) and those matching the filter. */
  async #resolve(tx: Transaction, sellers: BreachSellers | undefined): Promise<number[]> {
    const found = new Set<number>();
    const ids = [...new Set(sellers?.customer_ids ?? [])];
    if (ids.length > 0) {
      const live = await liveCustomerIds(tx, ids);
      if (live.length !== ids.length)
        throw new AppError('BREACH_SELLER_UNKNOWN', { field: 'sellers.customer_ids' });
      for (const id of live) found.add(id);
    }
    const filter = sellers?.filter;
    if (filter?.all) {
      for (const id of await liveCustomerIds(tx)) found.add(id);
    } else if (filter) {
      const ordered = await customerIdsWithOrders(tx, {
        from: filter.ordered_from ? indiaDayStart(filter.ordered_from) : undefined,
        to: filter.ordered_to ? indiaDayEnd(filter.ordered_to) : undefined,
        pincodes: filter.pincodes,
      });
      for (const id of await liveCustomerIds(tx, ordered)) found.add(id);
    }
    return [...found].sort((a, b) => a - b);
  }

  /**
   * What `sellers` would match, telling no one: the count to confirm and a sample (masked numbers).
   */
  async preview(
    sellers: BreachSellers,
  ): Promise<{ matched: number; sample: BreachSellersPreview['sample'] }> {
    return this.db.transaction(async (tx) => {
      const ids = await this.#resolve(tx, sellers);
      const sample = ids.length === 0 ? [] : await customerContacts(tx, ids.slice(0, BREACH_PREVIEW_SAMPLE));
      return {
        matched: ids.length,
        sample: sample.map((row) => ({
          customer_id: row.id,
          name: row.name,
          mobile: maskMobile(row.mobile),
        })),
      };
    });
  }

  /** The sellers to tell, once the caller confirmed their number (nothing is sent otherwise). */
  async #confirmed(tx: Transaction, sellers: BreachSellers | undefined): Promise<number[]> {
    const ids = await this.#resolve(tx, sellers);
    if (ids.length > 0 && sellers?.confirm_count !== ids.length)
      throw new AppError('BREACH_SELLERS_UNCONFIRMED', {
        field: 'sellers.confirm_count',
        message: `Nothing was sent. These sellers are ${ids.length.toLocaleString('en-IN')} now: preview them, then confirm that number.`,
      });
    return ids;
  }

  /** Links the sellers not yet linked and queues each one notice; answers how many were new. */
  async #notify(tx: Transaction, breach: BreachRow, customerIds: number[]): Promise<number> {
    let added = 0;
    for (let start = 0; start < customerIds.length; start += BATCH) {
      const batch = customerIds.slice(start, start + BATCH);
      const inserted = await tx
        .insert(dataBreachSellers)
        .values(batch.map((customerId) => ({ breachId: breach.id, customerId, notifiedAt: this.now() })))
        .onConflictDoNothing()
        .returning({ customerId: dataBreachSellers.customerId });
      if (inserted.length === 0) continue;
      added += inserted.length;
      const numbers = await customerContacts(
        tx,
        inserted.map((row) => row.customerId),
      );
      await enqueue(
        tx,
        numbers.map((row) =>
          message(
            'sms',
            row.mobile,
            'breach_notice_seller',
            { number: breach.number },
            { dedupeKey: breachNoticeKey(breach.id, row.id) },
          ),
        ),
      );
    }
    return added;
  }

  async create(input: CreateBreachRequest, staffId: number | null, actor: Actor): Promise<Breach> {
    const detectedAt = new Date(input.detected_at);
    if (detectedAt.getTime() > this.now().getTime() + CLOCK_SKEW_MS)
      throw new AppError('BREACH_DETECTED_IN_FUTURE', { field: 'detected_at' });
    const id = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(dataBreaches)
        .values({
          number: `pending-${this.now().getTime()}-${Math.random().toString(36).slice(2)}`,
          description: input.description,
          detectedAt,
          dataKinds: [...new Set(input.data_kinds)],
          consequences: input.consequences,
          measures: input.measures,
          sellerSteps: input.seller_steps,
          recordedBy: staffId,
          createdAt: this.now(),
        })
        .returning();
      if (!inserted) throw new Error('the breach was not stored');
      const [breach] = await tx
        .update(dataBreaches)
        .set({ number: breachNumber(inserted.id) })
        .where(eq(dataBreaches.id, inserted.id))
        .returning();
      if (!breach) throw new Error('the breach vanished');
      const added = await this.#notify(tx, breach, await this.#confirmed(tx, input.sellers));
      await writeAuditEntry(tx, actor, 'breach.recorded', {
        entityType: 'breach',
        entityId: breach.id,
        before: null,
        after: {
          number: breach.number,
          detected_at: detectedAt.toISOString(),
          data_kinds: breach.dataKinds,
          sellers_notified: added,
        },
      });
      return breach.id;
    });
    return this.get(id);
  }

  async addSellers(breachId: number, sellers: BreachSellers, actor: Actor) {
    const added = await this.db.transaction(async (tx) => {
      const [breach] = await tx
        .select()
        .from(dataBreaches)
        .where(eq(dataBreaches.id, breachId))
        .for('update');
      if (!breach) throw new AppError('BREACH_NOT_FOUND');
      const count = await this.#notify(tx, breach, await this.#confirmed(tx, sellers));
      await writeAuditEntry(tx, actor, 'breach.sellers_added', {
        entityType: 'breach',
        entityId: breachId,
        before: null,
        after: { sellers_notified: count },
      });
      return count;
    });
    return { breach: await this.get(breachId), added };
  }

  async reportToBoard(
    breachId: number,
    input: { reference: string; reported_at?: string | undefined },
    actor: Actor,
  ): Promise<Breach> {
    const reportedAt = input.reported_at ? new Date(input.reported_at) : this.now();
    await this.db.transaction(async (tx) => {
      const [breach] = await tx
        .select()
        .from(dataBreaches)
        .where(eq(dataBreaches.id, breachId))
        .for('update');
      if (!breach) throw new AppError('BREACH_NOT_FOUND');
      if (breach.boardReportedAt) throw new AppError('BREACH_ALREADY_REPORTED');
      await tx
        .update(dataBreaches)
        .set({ boardReportedAt: reportedAt, boardReference: input.reference })
        .where(eq(dataBreaches.id, breachId));
      await writeAuditEntry(tx, actor, 'breach.board_reported', {
        entityType: 'breach',
        entityId: breachId,
        before: null,
        after: { reference: input.reference, reported_at: reportedAt.toISOString() },
      });
    });
    return this.get(breachId);
  }

  /** The breaches that affected a seller, newest first: what the notice told them. */
  async forSeller(customerId: number): Promise<SellerBreach[]> {
    const rows = await this.db
      .select({ breach: dataBreaches })
      .from(dataBreachSellers)
      .innerJoin(dataBreaches, eq(dataBreaches.id, dataBreachSellers.breachId))
      .where(eq(dataBreachSellers.customerId, customerId))
      .orderBy(desc(dataBreaches.id));
    return rows.map(({ breach }) => {
      const { number, description, detected_at, data_kinds, consequences, measures, seller_steps } =
        this.#present(breach, 0);
      return { number, description, detected_at, data_kinds, consequences, measures, seller_steps };
    });
  }
}
