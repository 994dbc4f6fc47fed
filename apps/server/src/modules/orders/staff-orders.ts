import { CANCEL_REASON_LABELS, type CancelReason } from '@phonix/shared/cancel-reasons';
import { maskMobile } from '@phonix/shared/console-api';
import {
  type OrderStatusCounts,
  partnerPlace,
  SELLER_MOBILE_REVEALED,
  STAFF_ORDERS_EXPORT_HEADER,
  STAFF_ORDERS_EXPORT_LIMIT,
  type StaffOrderDetail,
  type StaffOrderEvent,
  type StaffOrderRow,
  type StaffOrdersExportQuery,
  type StaffOrdersQuery,
  type StaffTransitionEvent,
  staffActions,
} from '@phonix/shared/console-orders-api';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { formatIndiaMoment, indiaDay, indiaDayEnd, indiaDayStart } from '@phonix/shared/india-time';
import {
  type OfferStatus,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  timelineBlocks,
} from '@phonix/shared/order-lifecycle';
import { pickupDates } from '@phonix/shared/pickup';
import type { ConditionAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { answersSideBySide, type PriceBasis } from '@phonix/shared/requote';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
// A read across the wall, until the handover's face answers it (issue 33).
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { imeiAsText, spreadsheetCsv, textCell } from '../../lib/spreadsheet-csv.ts';
import { type Actor as AuditActor, audited, countStaffActions } from '../audit/index.ts';
import { customerContact, customerContactsByIds, customerIdsMatching } from '../customers/index.ts';
import type { OutboxListener } from '../outbox/index.ts';
import { outboxOfOrder } from '../outbox/index.ts';
import {
  type PartnerContact,
  partnerContact,
  partnerContactsByIds,
  partnerIdsMatching,
} from '../partners/index.ts';
import { staffNamesByIds } from '../staff/index.ts';
import { type Actor, type TransitionRequest, transitionWithin } from './lifecycle.ts';
import { normalizeRef } from './ref-no.ts';
import {
  agreedValueOf,
  eventsOf,
  findOrderByRef,
  lockOrderByRef,
  type OrderRow,
  toLifecycleEvent,
} from './repository.ts';
import { orders } from './tables.ts';

export const STAFF_ORDERS_PAGE_SIZE = 50;

/**
 * The digits of a search that could be part of a mobile number or an IMEI: 4 or more digits once spaces,
 * dashes and dots are dropped (a leading +91 or 0091 too); null for anything else.
 */
export function searchDigits(search: string): string | null {
  const digits = search.replace(/[\s\-.()]/g, '').replace(/^(\+91|0091)(?=\d{10}$)/, '');
  return /^\d{4,}$/.test(digits) ? digits : null;
}

/** A LIKE pattern matching `value` anywhere, its wildcards taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What the audit log keeps of an order: its state, not the seller's details. */
function auditedOrder(row: OrderRow) {
  return {
    ref_no: row.refNo,
    status: row.status,
    partner_id: row.partnerId,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    revised_value: row.revisedValue,
    offer_status: row.offerStatus,
    version: row.version,
  };
}

/** The handover as the console shows it (the partner's masked view), or null before it started. */
export type HandoverView = (refNo: string) => Promise<PartnerHandover | null>;

/**
 * What the console's search and export read of the handovers and receipts (handover/reads.ts
 * handoverSearchOf, given by app.ts, since orders never import the handover): the orders whose receipt
 * number or recorded IMEI matches, and each order's IMEIs and receipt number.
 */
export interface HandoverSearch {
  orderIdsWithReceiptLike(words: string): Promise<number[]>;
  orderIdsWithImeiLike(digits: string): Promise<number[]>;
  factsByOrderIds(
    orderIds: readonly number[],
  ): Promise<Map<number, { imeis: string[] | null; receiptNumber: string | null }>>;
}

/**
 * The operations console's side of orders: the list with counts per status, an order's whole story, and the
 * staff's moves on it. Every move is the transition table's event sent by the staff member (orders/
 * lifecycle.ts), in one transaction with its audit entry (before and after); the outbox tells the seller
 * and the partners concerned.
 */
export class StaffOrderService {
  constructor(
    private readonly db: Database,
    private readonly options: {
      outbox?: OutboxListener;
      handover?: HandoverView;
      handoverSearch?: HandoverSearch;
      now?: () => Date;
    } = {},
  ) {}

  #now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // Reading -----------------------------------------------------------------------------------------------

  /**
   * The filters of the list and the export: everything but the status (the counts are per status), as
   * conditions on orders. The search asks the sellers' (customers), partners' and handovers' owners which
   * of theirs match, then keeps the orders of those.
   */
  async #filters(query: StaffOrdersExportQuery): Promise<SQL[]> {
    const filters: SQL[] = [];
    if (query.city) filters.push(sql`lower(${orders.city}) = ${query.city.toLowerCase()}`);
    if (query.from) filters.push(gte(orders.createdAt, indiaDayStart(query.from)));
    if (query.to) filters.push(lt(orders.createdAt, indiaDayEnd(query.to)));
    if (query.ref) filters.push(ilike(orders.refNo, containing(query.ref)));
    if (query.partner_id !== undefined) filters.push(eq(orders.partnerId, query.partner_id));
    if (query.pickup_date) filters.push(eq(orders.pickupDate, query.pickup_date));
    if (query.q) {
      const words = containing(query.q);
      const digits = searchDigits(query.q);
      const part = digits ? containing(digits) : undefined;
      const [sellerIds, partnerIds, receiptOrderIds, imeiOrderIds] = await Promise.all([
        customerIdsMatching(this.db, { words, mobile: part }),
        partnerIdsMatching(this.db, words),
        this.options.handoverSearch?.orderIdsWithReceiptLike(words) ?? [],
        part === undefined ? [] : (this.options.handoverSearch?.orderIdsWithImeiLike(part) ?? []),
      ]);
      const matches: SQL[] = [ilike(orders.refNo, words), ilike(orders.pincode, words)];
      if (sellerIds.length > 0) matches.push(inArray(orders.customerId, sellerIds));
      if (partnerIds.length > 0) matches.push(inArray(orders.partnerId, partnerIds));
      const orderIds = [...receiptOrderIds, ...imeiOrderIds];
      if (orderIds.length > 0) matches.push(inArray(orders.id, orderIds));
      filters.push(or(...matches) as SQL);
    }
    return filters;
  }

  async list(query: StaffOrdersQuery) {
    const filters = await this.#filters(query);
    const withStatus = query.status ? [...filters, eq(orders.status, query.status)] : filters;
    const where = withStatus.length > 0 ? and(...withStatus) : undefined;
    const [rows, statusRows] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(STAFF_ORDERS_PAGE_SIZE)
        .offset((query.page - 1) * STAFF_ORDERS_PAGE_SIZE),
      this.db
        .select({ status: orders.status, value: count() })
        .from(orders)
        .where(filters.length > 0 ? and(...filters) : undefined)
        .groupBy(orders.status),
    ]);
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderStatusCounts;
    for (const row of statusRows)
      if ((ORDER_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = row.value;
    const total = query.status
      ? counts[query.status]
      : Object.values(counts).reduce((sum, value) => sum + value, 0);
    const { sellers, shops } = await this.#people(rows);
    return {
      orders: rows.map((row) => this.#row(row, sellerOf(sellers, row), shopOf(shops, row))),
      counts,
      total,
      page: query.page,
      page_size: STAFF_ORDERS_PAGE_SIZE,
    };
  }

  /**
   * Every order the filters match (newest first, at most STAFF_ORDERS_EXPORT_LIMIT) as CSV rows, with the
   * IMEIs and receipt number; the seller's mobile masked as on the screen. Audited as `orders.exported`
   * with the filters and the count.
   */
  async exportCsv(
    auditActor: AuditActor,
    query: StaffOrdersExportQuery,
  ): Promise<{ csv: string; count: number }> {
    const filters = await this.#filters(query);
    if (query.status) filters.push(eq(orders.status, query.status));
    const rows = await this.db
      .select()
      .from(orders)
      .where(filters.length > 0 ? and(...filters) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STAFF_ORDERS_EXPORT_LIMIT);
    const [{ sellers, shops }, handed] = await Promise.all([
      this.#people(rows),
      this.options.handoverSearch?.factsByOrderIds(rows.map((order) => order.id)) ?? new Map(),
    ]);
    const lines = rows.map((order) => {
      const shown = this.#row(order, sellerOf(sellers, order), shopOf(shops, order));
      const { imeis, receiptNumber } = handed.get(order.id) ?? { imeis: null, receiptNumber: null };
      return [
        textCell(shown.ref_no),
        textCell(formatIndiaMoment(shown.created_at, 'dateTime')),
        textCell(shown.status_label),
        textCell(shown.model),
        textCell(shown.variant),
        textCell(shown.city),
        textCell(shown.pincode),
        textCell(shown.seller.name),
        textCell(shown.seller.mobile),
        textCell(partnerPlace(shown).label),
        textCell(shown.pickup_date),
        textCell(shown.pickup_time),
        String(shown.quoted_value),
        String(shown.agreed_value),
        shown.final_value === null ? '' : String(shown.final_value),
        imeiAsText(imeis?.[0]),
        imeiAsText(imeis?.[1]),
        textCell(receiptNumber ?? ''),
      ];
    });
    const { status, ...rest } = query;
    const filtersShown = Object.fromEntries(
      Object.entries({ ...rest, status }).filter(([, value]) => value !== undefined),
    );
    await audited(this.db, auditActor, 'orders.exported', async () => ({
      entityType: 'orders_export',
      entityId: null,
      before: null,
      after: { filters: filtersShown, orders: rows.length },
      result: null,
    }));
    return { csv: spreadsheetCsv([...STAFF_ORDERS_EXPORT_HEADER], lines), count: rows.length };
  }

  /** The sellers and partners of these orders, asked of their owners in one query each. */
  async #people(rows: OrderRow[]) {
    const [sellers, shops] = await Promise.all([
      customerContactsByIds(
        this.db,
        rows.map((row) => row.customerId),
      ),
      partnerContactsByIds(
        this.db,
        rows.flatMap((row) => (row.partnerId === null ? [] : [row.partnerId])),
      ),
    ]);
    return { sellers, shops };
  }

  #row(row: OrderRow, seller: { name: string; mobile: string }, shopName: string | null): StaffOrderRow {
    const status = row.status;
    return {
      ref_no: row.refNo,
      created_at: row.createdAt.toISOString(),
      status,
      status_label: ORDER_STATUS_LABELS[status] ?? row.status,
      model: row.modelName,
      variant: row.variantName,
      city: row.city,
      pincode: row.pincode,
      seller: { name: seller.name, mobile: maskMobile(seller.mobile) },
      quoted_value: row.exactValue,
      agreed_value: agreedValueOf(row),
      final_value: row.finalValue,
      partner:
        row.partnerId !== null && shopName !== null
          ? { partner_id: row.partnerId, shop_name: shopName }
          : null,
      pickup_date: row.pickupDate,
      pickup_time: row.pickupTime,
    };
  }

  /** The whole story of one order; 404 for an unknown reference. */
  async detail(refNo: string): Promise<StaffOrderDetail> {
    const row = await this.order(refNo);
    const seller = await customerContact(this.db, row.customerId);
    const partner = row.partnerId === null ? undefined : await partnerContact(this.db, row.partnerId);
    const eventRows = (await eventsOf(this.db, [row.id])).get(row.id) ?? [];
    const partnerIds = new Set<number>();
    const staffIds = new Set<number>();
    for (const event of eventRows) {
      if (event.actorId === null) continue;
      if (event.actorType === 'partner') partnerIds.add(event.actorId);
      if (event.actorType === 'staff') staffIds.add(event.actorId);
    }
    const [partnerNames, staffNames] = await Promise.all([
      partnerContactsByIds(this.db, [...partnerIds]),
      staffNamesByIds(this.db, [...staffIds]),
    ]);
    const names = {
      partner: new Map([...partnerNames.values()].map((entry) => [entry.id, entry.shopName])),
      staff: staffNames,
    };
    const lifecycle = eventRows.map(toLifecycleEvent);
    const blocks = timelineBlocks(lifecycle);
    const events: StaffOrderEvent[] = eventRows.map((event, index) => {
      const shown = lifecycle[index];
      const actorName =
        event.actorId === null
          ? null
          : event.actorType === 'partner'
            ? (names.partner.get(event.actorId) ?? null)
            : event.actorType === 'staff'
              ? (names.staff.get(event.actorId) ?? null)
              : null;
      return {
        type: shown?.type ?? 'created',
        title: blocks[index]?.title ?? event.type,
        at: event.at.toISOString(),
        by: shown?.by ?? 'system',
        actor_id: event.actorId,
        actor_name: actorName,
        // The console reads the staff member's own words beside the coded reason the seller was told.
        reason: noted(event.reason, event.data),
        detail: blocks[index]?.detail ?? null,
        partner_id: shown?.partner_id ?? null,
        partner_name: shown?.partner_name ?? null,
      };
    });

    const declared = answerRecordSchema.safeParse(row.deviceInfo);
    const found = row.partnerDeviceInfo ? answerRecordSchema.safeParse(row.partnerDeviceInfo) : null;
    const answers = declared.success
      ? answersSideBySide(
          declared.data as ConditionAnswers,
          found?.success ? (found.data as ConditionAnswers) : null,
          row.priceBasis as PriceBasis,
        )
      : [];

    const [notifications, handover] = await Promise.all([
      outboxOfOrder(this.db, row.id),
      this.options.handover ? this.options.handover(row.refNo) : Promise.resolve(null),
    ]);
    const status = row.status;
    const offerStatus = row.offerStatus;
    return {
      ...this.#row(row, seller ?? { name: '', mobile: '' }, partner?.shopName ?? null),
      version: row.version,
      quote_valid_until: row.quoteValidUntil.toISOString(),
      revised_value: row.revisedValue,
      offer_status: offerStatus,
      seller: {
        customer_id: row.customerId,
        name: seller?.name ?? '',
        mobile: maskMobile(seller?.mobile ?? ''),
      },
      address: {
        address_type: row.addressType,
        address_no: row.addressNo,
        landmark: row.landmark,
        locality: row.locality,
        city: row.city,
        state: row.state,
        pincode: row.pincode,
      },
      partner: partner
        ? {
            partner_id: partner.id,
            shop_name: partner.shopName,
            owner_name: partner.ownerName,
            mobile: partner.mobile,
            status: partner.status,
          }
        : null,
      answers,
      inspected: found?.success ?? false,
      events,
      notifications,
      handover,
      receipt_number: handover?.receipt_number ?? null,
      actions: staffActions({ status, offerStatus }),
    };
  }

  /** An order's row by reference (any case); 404 for an unknown one. */
  async order(refNo: string): Promise<OrderRow> {
    const row = await findOrderByRef(this.db, refNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  /** Sellers' numbers a staff member revealed today (India day). */
  revealsToday(staffId: number): Promise<number> {
    return countStaffActions(this.db, staffId, SELLER_MOBILE_REVEALED, indiaDayStart(indiaDay(this.#now())));
  }

  // Writing -----------------------------------------------------------------------------------------------

  /**
   * The seller's full mobile for a call, with the staff member's reason, in the audit log (the number
   * masked there); how many they revealed today, this one included.
   */
  async revealSellerMobile(
    auditActor: AuditActor,
    refNo: string,
    reason: string,
  ): Promise<{ mobile: string; revealsToday: number }> {
    const row = await this.order(refNo);
    const mobile = await audited(this.db, auditActor, SELLER_MOBILE_REVEALED, async (tx) => {
      const seller = await customerContact(tx, row.customerId);
      if (!seller) throw new AppError('ORDER_NOT_FOUND');
      return {
        entityType: 'order',
        entityId: row.refNo,
        before: null,
        after: { seller_mobile: maskMobile(seller.mobile), reason },
        result: seller.mobile,
      };
    });
    return {
      mobile,
      revealsToday: auditActor.staffId === null ? 1 : await this.revealsToday(auditActor.staffId),
    };
  }

  /** Records a staff download of an order's receipt (the document holds the seller's details). */
  async recordReceiptDownload(auditActor: AuditActor, row: OrderRow, receiptNumber: string): Promise<void> {
    await audited(this.db, auditActor, 'order.receipt_downloaded', async () => ({
      entityType: 'order',
      entityId: row.refNo,
      before: null,
      after: { receipt_number: receiptNumber },
      result: null,
    }));
  }

  /** Runs one event sent by a staff member with its audit entry, in one transaction; wakes the outbox after. */
  async #move(
    auditActor: AuditActor,
    action: string,
    request: Omit<TransitionRequest, 'actor'>,
    before?: (tx: Transaction, order: OrderRow) => Promise<void>,
  ): Promise<OrderRow> {
    const actor: Actor = { type: 'staff', id: auditActor.staffId };
    const order = await audited(this.db, auditActor, action, async (tx) => {
      if (before) {
        // Locked first (the transition locks it again in this transaction): what `before` reads stays true.
        const current = await lockOrderByRef(tx, request.refNo);
        if (current) await before(tx, current);
      }
      const result = await transitionWithin(tx, { ...request, actor });
      return {
        entityType: 'order',
        entityId: result.order.refNo,
        before: auditedOrder(result.before),
        after: auditedOrder(result.order),
        result: result.order,
      };
    });
    this.options.outbox?.nudge();
    return order;
  }

  /**
   * Gives an order to a partner: one in the pool (assign), or one another partner holds (reassign: the
   * new partner starts from Accepted, the previous one's re-quote is dropped and its doorstep steps start
   * again when the new partner takes them up). Refused for a suspended partner, the partner already
   * holding it, and once the seller confirmed the payout (PAYOUT_STARTED, from the handover's hook on the
   * lifecycle): the order stays with the partner who is paying.
   */
  async assign(auditActor: AuditActor, refNo: string, partnerId: number, reason: string): Promise<OrderRow> {
    const partner = await partnerContact(this.db, partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (partner.status !== 'active')
      throw new AppError('PARTNER_NOT_ASSIGNABLE', {
        message: 'This partner is suspended.',
        field: 'partner_id',
      });
    let reassigning = false;
    return this.#move(auditActor, 'order.assigned', {
      refNo,
      event: 'accepted',
      reason,
      check: (order) => {
        reassigning = order.status === ORDER_STATUS.accepted || order.status === ORDER_STATUS.out_for_pickup;
        if (order.partnerId === partnerId && reassigning)
          throw new AppError('PARTNER_NOT_ASSIGNABLE', {
            message: 'This partner already holds the order.',
            field: 'partner_id',
          });
      },
      changes: (order) =>
        order.status === 'enquiry'
          ? { partnerId }
          : { partnerId, partnerDeviceInfo: null, revisedValue: null, offerStatus: null },
      data: (order) => ({
        partner_id: partner.id,
        partner_name: partner.shopName,
        partner_mobile: partner.mobile,
        assigned_by_staff: true,
        ...(reassigning && order.partnerId !== null ? { previous_partner_id: order.partnerId } : {}),
      }),
    });
  }

  /**
   * Several orders to one partner (issue 31): each the assign above, in its own transaction with its own
   * audit entry, so one refused order (taken meanwhile, completed, paying) leaves the others given. A
   * partner that cannot take orders refuses the whole call.
   */
  async assignMany(
    auditActor: AuditActor,
    refs: string[],
    partnerId: number,
    reason: string,
  ): Promise<{ ref_no: string; assigned: boolean; code: string | null; message: string | null }[]> {
    const partner = await partnerContact(this.db, partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND', { field: 'partner_id' });
    const results = [];
    for (const ref of [...new Set(refs.map(normalizeRef))]) {
      try {
        await this.assign(auditActor, ref, partnerId, reason);
        results.push({ ref_no: ref, assigned: true, code: null, message: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'PARTNER_NOT_ASSIGNABLE' && error.message === 'This partner is suspended.')
          throw error;
        results.push({ ref_no: ref, assigned: false, code: error.code, message: error.message });
      }
    }
    return results;
  }

  async transition(
    auditActor: AuditActor,
    refNo: string,
    body: {
      event: StaffTransitionEvent;
      reason: string;
      pickup_date?: string | undefined;
      pickup_time?: string | undefined;
    },
  ): Promise<OrderRow> {
    const holderFacts = async (tx: Transaction, order: OrderRow) => {
      if (order.partnerId === null) return {};
      const holder = await partnerContact(tx, order.partnerId);
      return holder ? { partner_id: holder.id, partner_name: holder.shopName } : {};
    };
    let holder: Record<string, unknown> = {};
    const loadHolder = async (tx: Transaction, order: OrderRow) => {
      holder = await holderFacts(tx, order);
    };
    switch (body.event) {
      case 'rejected':
        return this.#move(
          auditActor,
          'order.returned_to_pool',
          {
            refNo,
            event: 'rejected',
            reason: body.reason,
            changes: () => ({
              partnerId: null,
              partnerDeviceInfo: null,
              revisedValue: null,
              offerStatus: null,
            }),
            data: () => holder,
          },
          loadHolder,
        );
      case 'out_for_pickup':
        return this.#move(
          auditActor,
          'order.out_for_pickup',
          { refNo, event: 'out_for_pickup', reason: body.reason, data: () => holder },
          loadHolder,
        );
      case 'rescheduled': {
        const pickupDate = body.pickup_date ?? '';
        const pickupTime = body.pickup_time ?? '';
        if (!pickupDates(this.#now()).some((date) => date.value === pickupDate))
          throw new AppError('PICKUP_DATE_INVALID', { field: 'pickup_date' });
        return this.#move(auditActor, 'order.rescheduled', {
          refNo,
          event: 'rescheduled',
          reason: body.reason,
          check: (order) => {
            if (order.pickupDate === pickupDate && order.pickupTime === pickupTime)
              throw new AppError('PICKUP_UNCHANGED', { field: 'pickup_date' });
          },
          changes: () => ({ pickupDate, pickupTime }),
          data: (order) => ({
            pickup_date: pickupDate,
            pickup_time: pickupTime,
            previous_pickup_date: order.pickupDate,
            previous_pickup_time: order.pickupTime,
          }),
        });
      }
    }
  }

  /**
   * Approves a re-quote waiting for staff (issue 21): a raised price becomes the agreed one (as a rise needs
   * no decision of the seller's); a cut beyond review (issue 34) goes to the seller to accept or decline.
   * The seller is told. Audited with the reason.
   */
  async approveRise(auditActor: AuditActor, refNo: string, reason: string): Promise<OrderRow> {
    return this.#move(auditActor, 'order.revised_offer_approved', {
      refNo,
      event: 'rise_approved',
      reason,
      changes: (order) => ({
        offerStatus: (order.revisedValue !== null && order.revisedValue < order.exactValue
          ? 'pending'
          : 'not_needed') satisfies OfferStatus,
      }),
      data: (order) => ({ amount: order.revisedValue, previous_amount: order.exactValue }),
    });
  }

  /** Declines a re-quote above the quote: it is dropped and the order stays at its quote. Audited. */
  async declineRise(auditActor: AuditActor, refNo: string, reason: string): Promise<OrderRow> {
    return this.#move(auditActor, 'order.revised_offer_declined', {
      refNo,
      event: 'rise_declined',
      reason,
      changes: () => ({ revisedValue: null, offerStatus: null, partnerDeviceInfo: null }),
      data: (order) => ({ amount: order.revisedValue, previous_amount: order.exactValue }),
    });
  }

  /**
   * Cancels an order before completion. The coded reason is what the seller and the partner are told (its
   * English words on the event, translated where read); the staff member's own words stay with the event as
   * its `note`, for the console only (issue 32).
   */
  async cancel(auditActor: AuditActor, refNo: string, code: CancelReason, note: string): Promise<OrderRow> {
    return this.#move(auditActor, 'order.cancelled', {
      refNo,
      event: 'cancelled',
      reason: CANCEL_REASON_LABELS[code],
      data: () => ({ reason_code: code, note }),
    });
  }
}

/** An order's seller as its row shows them (blank when the account is gone). */
const sellerOf = (sellers: Map<number, { name: string; mobile: string }>, row: OrderRow) =>
  sellers.get(row.customerId) ?? { name: '', mobile: '' };

/** The shop holding an order, if any. */
const shopOf = (shops: Map<number, PartnerContact>, row: OrderRow): string | null =>
  row.partnerId === null ? null : (shops.get(row.partnerId)?.shopName ?? null);

/** An event's reason with the note a staff member typed beside a coded reason, for the console. */
function noted(reason: string | null, data: unknown): string | null {
  const note = (data as { note?: unknown } | null)?.note;
  return typeof note === 'string' && note !== '' ? `${reason ?? ''}: ${note}` : reason;
}
