import {
  type ActorType,
  canSend,
  statusAfter,
  TRANSITIONS,
  type TransitionEvent,
} from '@phonix/shared/order-lifecycle';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Executor, enqueue, type OutboxListener } from '../outbox/index.ts';
import { notificationsFor } from './notifications.ts';
import { isInReach } from './pickup-reach.ts';
import { lockOrderByRef, type OrderRow } from './repository.ts';
import { orderEvents, orders } from './tables.ts';

/** Who sends an event: an actor type of the lifecycle and that actor's id (customer, partner or staff id). */
export interface Actor {
  type: ActorType;
  id: number | null;
}

/** Facts stored with an event, named as the APIs return them (LifecycleEvent in order-lifecycle.ts). */
export type EventData = Record<string, unknown>;

type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'partnerId'
    | 'pickupDate'
    | 'pickupTime'
    | 'partnerDeviceInfo'
    | 'revisedValue'
    | 'offerStatus'
    | 'finalValue'
    | 'dedupeKey'
  >
>;

export interface TransitionRequest {
  /** The order's reference as typed or read from a URL (normalised once, by lockOrderByRef). */
  refNo: string;
  event: TransitionEvent;
  actor: Actor;
  reason?: string;
  /** Checks on the locked order beyond the table (e.g. a value the caller saw); throw AppError to refuse. */
  check?: (order: OrderRow) => void;
  /** Columns the event changes besides the status (computed from the locked order). */
  changes?: (order: OrderRow) => OrderChanges;
  /** Facts kept with the event (computed from the locked order). */
  data?: (order: OrderRow) => EventData;
  /**
   * Further writes that belong to the change, in its transaction (the handover's receipt at completion),
   * given the locked order as it was before; throwing rolls the whole transition back. Database only: the
   * transaction may be run again from its start after a lost connection.
   */
  within?: (tx: Transaction, order: OrderRow) => Promise<void>;
}

/**
 * A check or write another module adds to every transition, in its transaction, after the order is locked
 * and the event found allowed, before anything is written; throwing an AppError refuses the event and
 * rolls it back. Registered once at start-up (the handover registers its own: a payout code the seller
 * confirmed allows completion only). Orders never import the modules that hook in (docs/decisions/080).
 */
export type TransitionHook = (
  tx: Transaction,
  transition: { event: TransitionEvent; actor: Actor; before: OrderRow },
) => Promise<void>;

const transitionHooks = new Set<TransitionHook>();

/** Adds a hook to every transition from now on (the same hook twice counts once). */
export function onTransition(hook: TransitionHook): void {
  transitionHooks.add(hook);
}

export interface TransitionResult {
  order: OrderRow;
  /** The locked order as it was before the event. */
  before: OrderRow;
  eventId: number;
}

const lifecycleState = (row: OrderRow) => ({
  status: row.status,
  offerStatus: row.offerStatus,
});

/**
 * Whether the actor may see the order at all; anyone else gets 404, as if it did not exist. A customer sees
 * their own orders; a partner the orders it holds and the open ones in its pool (its pincodes, not handed
 * back by it), and, when accepting, one of those taken meanwhile (so the loser of a race hears so). Staff
 * see every order.
 */
async function visibleTo(
  tx: Executor,
  row: OrderRow,
  actor: Actor,
  event: TransitionEvent,
): Promise<boolean> {
  switch (actor.type) {
    case 'customer':
      return row.customerId === actor.id;
    case 'partner': {
      if (actor.id === null) return false;
      if (row.partnerId === actor.id) return true;
      if (row.status !== 'enquiry' && TRANSITIONS[event].partner !== 'pool') return false;
      return isInReach(tx, actor.id, row.id);
    }
    case 'staff':
    case 'system':
      return true;
  }
}

/**
 * The one way an order changes status. In one transaction: locks the order row (FOR UPDATE, so two
 * partners accepting at once queue and the second sees the first's result), checks that the actor may see
 * it (404), that the transition table allows the event from its status for this actor (409 with the
 * event's code), the caller's own check and the hooks other modules registered (onTransition: the
 * handover's payout guard); then writes the new status and changes, the event with its actor, reason and
 * facts, and the messages that tell the seller and partners (outbox). Answers the order as it is afterwards.
 */
export async function applyTransition(
  db: Database,
  request: TransitionRequest,
  outbox?: OutboxListener,
): Promise<TransitionResult> {
  const result = await db.transaction((tx) => transitionWithin(tx, request));
  outbox?.nudge();
  return result;
}

/**
 * applyTransition's work inside a transaction the caller holds, for a change that writes more in the same
 * transaction (a staff change and its audit entry). The caller nudges the outbox after the commit.
 */
export async function transitionWithin(
  tx: Transaction,
  request: TransitionRequest,
): Promise<TransitionResult> {
  const { event, actor } = request;
  const transition = TRANSITIONS[event];
  const before = await lockOrderByRef(tx, request.refNo);
  if (!before || !(await visibleTo(tx, before, actor, event))) throw new AppError('ORDER_NOT_FOUND');
  const state = lifecycleState(before);
  const held = before.partnerId !== null && before.status !== 'cancelled';
  if (actor.type === 'partner' && transition.partner === 'pool' && held) {
    if (before.partnerId === actor.id)
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
        message: 'You have already accepted this pickup.',
      });
    throw new AppError('ORDER_ALREADY_TAKEN');
  }
  const holderOnly =
    actor.type === 'partner' && transition.partner === 'holder' && before.partnerId !== actor.id;
  if (holderOnly || !canSend(event, actor.type, state)) {
    throw new AppError(
      transition.refusal.code,
      transition.refusal.message ? { message: transition.refusal.message } : {},
    );
  }
  request.check?.(before);
  for (const hook of transitionHooks) await hook(tx, { event, actor, before });
  const changes = request.changes?.(before) ?? {};
  const [after] = await tx
    .update(orders)
    .set({ ...changes, status: statusAfter(event, state), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, before.id))
    .returning();
  if (!after) throw new Error(`Order ${before.refNo} disappeared under its lock`);
  const data = request.data?.(before) ?? null;
  const [logged] = await tx
    .insert(orderEvents)
    .values({
      orderId: after.id,
      type: event,
      actorType: actor.type,
      actorId: actor.id,
      reason: request.reason ?? null,
      data,
    })
    .returning({ id: orderEvents.id });
  if (!logged) throw new Error('The order event was not written');
  await request.within?.(tx, before);
  await enqueue(
    tx,
    await notificationsFor(tx, {
      event,
      before,
      after,
      eventId: logged.id,
      reason: request.reason ?? null,
      data: data ?? {},
      actor: actor.type,
    }),
  );
  return { order: after, before, eventId: logged.id };
}
