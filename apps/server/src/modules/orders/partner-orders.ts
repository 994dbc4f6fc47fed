import { isFinal, ORDER_STATUS_LABELS } from '@phonix/shared/order-lifecycle';
import type { PartnerOrder, PartnerPaid } from '@phonix/shared/partner-api';
import { PICKUP_SLOTS } from '@phonix/shared/pickup';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { customerContactsByIds } from '../customers/index.ts';
import type { OutboxListener } from '../outbox/index.ts';
import { findPartnerById, paidByOrder } from '../partners/index.ts';
import { type Actor, applyTransition } from './lifecycle.ts';
import { isInReach, openPickupOf } from './pickup-reach.ts';
import {
  agreedValueOf,
  type EventRow,
  eventsOf,
  findOrderByRef,
  type OrderRow,
  toLifecycleEvent,
} from './repository.ts';
import { orders } from './tables.ts';

type Seller = { name: string; mobile: string; alternateMobile: string };

/** Soonest pickup first: by day, then slot, then booking. */
function byPickup(a: OrderRow, b: OrderRow): number {
  return (
    a.pickupDate.localeCompare(b.pickupDate) ||
    PICKUP_SLOTS.indexOf(a.pickupTime as (typeof PICKUP_SLOTS)[number]) -
      PICKUP_SLOTS.indexOf(b.pickupTime as (typeof PICKUP_SLOTS)[number]) ||
    a.createdAt.getTime() - b.createdAt.getTime()
  );
}

/** How many orders a list answers at most (a shop's screen, not an export). */
const LIST_LIMIT = 200;

/**
 * The partner's side of orders: the pool of open pickups in its pincodes, the orders it holds, and its
 * steps on them (accept, hand back, out for pickup), each through the guarded transition; completion is the
 * handover's (handover/order-handover.ts). The seller's address and phone are shown only to the partner
 * holding the order.
 */
export class PartnerOrderService {
  constructor(
    private readonly db: Database,
    private readonly outbox?: OutboxListener,
  ) {}

  #toPartnerOrder(
    row: OrderRow,
    events: EventRow[],
    partnerId: number,
    seller?: Seller,
    paid?: PartnerPaid,
  ): PartnerOrder {
    const status = row.status;
    const held = row.partnerId === partnerId;
    const contact = held && status !== 'completed';
    return {
      ref_no: row.refNo,
      status,
      status_label: ORDER_STATUS_LABELS[status] ?? row.status,
      model: row.modelName,
      variant: row.variantName,
      variant_id: row.variantId,
      ic_slug: row.icSlug,
      booked_at: row.createdAt.toISOString(),
      quoted_value: row.exactValue,
      quote_valid_until: row.quoteValidUntil.toISOString(),
      revised_value: row.revisedValue,
      offer_status: row.offerStatus,
      agreed_value: agreedValueOf(row),
      final_value: row.finalValue,
      pickup_date: row.pickupDate,
      pickup_time: row.pickupTime,
      locality: row.locality,
      city: row.city,
      pincode: row.pincode,
      device_info: JSON.stringify(row.deviceInfo),
      partner_device_info: row.partnerDeviceInfo ? JSON.stringify(row.partnerDeviceInfo) : null,
      held_by_you: held,
      seller:
        contact && seller
          ? { name: seller.name, mobile: seller.mobile, alternate_mobile: seller.alternateMobile }
          : null,
      address: contact
        ? {
            address_type: row.addressType,
            address_no: row.addressNo,
            landmark: row.landmark,
            locality: row.locality,
            city: row.city,
            state: row.state,
            pincode: row.pincode,
          }
        : null,
      paid: held && status === 'completed' ? (paid ?? null) : null,
      events: events.map(toLifecycleEvent),
    };
  }

  async #present(rows: OrderRow[], partnerId: number): Promise<PartnerOrder[]> {
    const events = await eventsOf(
      this.db,
      rows.map((row) => row.id),
    );
    const held = rows.filter((row) => row.partnerId === partnerId);
    const heldCustomerIds = [
      ...new Set(held.filter((row) => row.status !== 'completed').map((row) => row.customerId)),
    ];
    const paid = await paidByOrder(
      this.db,
      held.filter((row) => row.status === 'completed').map((row) => row.id),
    );
    const sellers: Map<number, Seller> = await customerContactsByIds(this.db, heldCustomerIds);
    return rows.map((row) =>
      this.#toPartnerOrder(
        row,
        events.get(row.id) ?? [],
        partnerId,
        sellers.get(row.customerId),
        paid.get(row.id),
      ),
    );
  }

  /** Open pickups in the partner's pincodes that it has not handed back, soonest first. */
  async pool(partnerId: number): Promise<PartnerOrder[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(openPickupOf(partnerId))
      .orderBy(orders.pickupDate, orders.createdAt)
      .limit(LIST_LIMIT);
    return this.#present(rows.sort(byPickup), partnerId);
  }

  /** The orders the partner holds: active ones first (soonest pickup first), then finished, newest first. */
  async held(partnerId: number): Promise<PartnerOrder[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.partnerId, partnerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LIST_LIMIT);
    const active = rows.filter((row) => !isFinal(row.status)).sort(byPickup);
    const finished = rows.filter((row) => isFinal(row.status));
    return this.#present([...active, ...finished], partnerId);
  }

  /** One order: held by the partner, or open in its pool; anything else answers 404. */
  async one(partnerId: number, refNo: string): Promise<PartnerOrder> {
    const row = await findOrderByRef(this.db, refNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const open = row.status === 'enquiry' && (await isInReach(this.db, partnerId, row.id));
    if (row.partnerId !== partnerId && !open) throw new AppError('ORDER_NOT_FOUND');
    const [order] = await this.#present([row], partnerId);
    return order as PartnerOrder;
  }

  #actor(partnerId: number): Actor {
    return { type: 'partner', id: partnerId };
  }

  async #partner(partnerId: number) {
    const partner = await findPartnerById(this.db, partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  }

  /** Takes an open pickup; of two partners at once, one wins and the other hears ORDER_ALREADY_TAKEN. */
  async accept(partnerId: number, refNo: string): Promise<PartnerOrder> {
    const partner = await this.#partner(partnerId);
    await applyTransition(
      this.db,
      {
        refNo,
        event: 'accepted',
        actor: this.#actor(partnerId),
        changes: () => ({ partnerId }),
        data: () => ({
          partner_id: partner.id,
          partner_name: partner.shopName,
          partner_mobile: partner.mobile,
        }),
      },
      this.outbox,
    );
    return this.one(partnerId, refNo);
  }

  /** Hands an accepted order back: it returns to the pool (without this partner) and its re-quote is dropped. */
  async reject(partnerId: number, refNo: string, reason: string): Promise<PartnerOrder> {
    const partner = await this.#partner(partnerId);
    const { order } = await applyTransition(
      this.db,
      {
        refNo,
        event: 'rejected',
        actor: this.#actor(partnerId),
        reason,
        changes: () => ({ partnerId: null, partnerDeviceInfo: null, revisedValue: null, offerStatus: null }),
        data: () => ({ partner_id: partner.id, partner_name: partner.shopName }),
      },
      this.outbox,
    );
    // The order is no longer this partner's: it answers what it handed back, without the seller's details.
    const events = (await eventsOf(this.db, [order.id])).get(order.id) ?? [];
    return this.#toPartnerOrder(order, events, partnerId);
  }

  async outForPickup(partnerId: number, refNo: string): Promise<PartnerOrder> {
    const partner = await this.#partner(partnerId);
    await applyTransition(
      this.db,
      {
        refNo,
        event: 'out_for_pickup',
        actor: this.#actor(partnerId),
        data: () => ({ partner_id: partner.id, partner_name: partner.shopName }),
      },
      this.outbox,
    );
    return this.one(partnerId, refNo);
  }
}
