import { eq, getTableColumns, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/tables.ts';
import { loginFailures, otpCodes, passwordResets, sessions } from '../auth/tables.ts';
import { contactMessages } from '../contact/tables.ts';
import { customers } from '../customers/tables.ts';
import { priceEnquiries } from '../enquiries/tables.ts';
import { doorHolds, handovers, imeiChecks, purchaseReceipts } from '../handover/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { outboxMessages } from '../outbox/tables.ts';
import { partnerRequests, partners } from '../partners/tables.ts';
import { payoutWebhookEvents } from '../payouts/tables.ts';
import { whatsappConsents, whatsappMessages } from '../whatsapp/tables.ts';
import type { Executor } from './repository.ts';
import {
  dataBreaches,
  dataBreachSellers,
  grievances,
  grievanceUpdates,
  inactivityNotices,
  nomineeSessions,
  nominees,
  privacyConsents,
  privacyNoticeAcceptances,
} from './tables.ts';

/**
 * Columns never shown, even to their owner: secrets (hashes of codes, tokens and passwords, the sealed payout
 * destination and its keyed fingerprint). A column holding one is listed here by its SQL name.
 */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password_hash',
  'token_hash',
  'code_hash',
  'payout_otp_hash',
  'payout_destination_sealed',
  'payout_fingerprint',
]);

export type HeldRow = Record<string, unknown>;

/** A row as the download shows it: SQL column names, dates as ISO text, secrets left out. */
function present(table: PgTable, row: Record<string, unknown>): HeldRow {
  const out: HeldRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (SECRET_COLUMNS.has(column.name)) continue;
    const value = row[key];
    out[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

async function rowsOf(db: Executor, table: PgTable, where: SQL | undefined): Promise<HeldRow[]> {
  if (!where) return [];
  const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  return rows.map((row) => present(table, row));
}

/** Numbers in the outbox that are not the seller's are another person's (the partner's): shown masked. */
function maskOthers(row: HeldRow, own: ReadonlySet<string>): HeldRow {
  const recipient = String(row.recipient ?? '');
  if (own.has(recipient)) return row;
  return {
    ...row,
    recipient: recipient.length > 4 ? `${'X'.repeat(recipient.length - 4)}${recipient.slice(-4)}` : 'XXXX',
  };
}

/**
 * Everything held about a seller, grouped by table (issue 24, "My data"): found by their customer id, their
 * numbers and e-mail, and the rows of their orders, handovers and grievances. The API test derives the
 * tables from the schema, so a table holding seller data that is missing here fails it.
 */
export async function heldAbout(db: Executor, customerId: number): Promise<Record<string, HeldRow[]>> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return {};
  const numbers = [customer.mobile, customer.alternateMobile].filter((value) => value !== '');
  const own = new Set([...numbers, ...(customer.email ? [customer.email] : [])]);
  const held: Record<string, HeldRow[]> = {};
  const put = async (table: PgTable, where: SQL | undefined) => {
    held[getTableName(table)] = await rowsOf(db, table, where);
  };
  await put(customers, eq(customers.id, customerId));
  for (const table of [
    addresses,
    sessions,
    loginFailures,
    passwordResets,
    priceEnquiries,
    whatsappConsents,
    privacyNoticeAcceptances,
    privacyConsents,
    inactivityNotices,
    dataBreachSellers,
  ] as const) {
    await put(table, eq(table.customerId, customerId));
  }
  await put(otpCodes, eq(otpCodes.mobile, customer.mobile));
  // The breaches that affected them (the register's entries, as the notice described them).
  const breachIds = (held.data_breach_sellers ?? []).map((row) => row.breach_id as number);
  await put(dataBreaches, breachIds.length > 0 ? inArray(dataBreaches.id, breachIds) : undefined);
  // The nominee they named, and the nominations naming them (their name and number), with those sign-ins.
  await put(
    nominees,
    or(
      eq(nominees.customerId, customerId),
      numbers.length > 0 ? inArray(nominees.mobile, numbers) : undefined,
    ),
  );
  await put(nomineeSessions, numbers.length > 0 ? inArray(nomineeSessions.mobile, numbers) : undefined);
  await put(partnerRequests, eq(partnerRequests.mobile, customer.mobile));
  await put(partners, eq(partners.mobile, customer.mobile));
  await put(contactMessages, customer.email ? eq(contactMessages.email, customer.email) : undefined);

  const orderRows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));
  const orderIds = orderRows.map((row) => row.id);
  await put(orders, eq(orders.customerId, customerId));
  const byOrder = <T extends PgTable & { orderId: Parameters<typeof inArray>[0] }>(table: T) =>
    orderIds.length > 0 ? inArray(table.orderId, orderIds) : undefined;
  await put(orderEvents, byOrder(orderEvents));
  await put(handovers, byOrder(handovers));
  await put(imeiChecks, byOrder(imeiChecks));
  // What the door stopped or flagged on the seller's orders (issue 31).
  await put(doorHolds, byOrder(doorHolds));
  await put(purchaseReceipts, byOrder(purchaseReceipts));

  const handoverIds = (held.handovers ?? []).map((row) => row.id as number);
  await put(
    payoutWebhookEvents,
    handoverIds.length > 0 ? inArray(payoutWebhookEvents.handoverId, handoverIds) : undefined,
  );

  const outboxWhere = or(
    own.size > 0 ? inArray(outboxMessages.recipient, [...own]) : undefined,
    orderIds.length > 0 ? inArray(outboxMessages.orderId, orderIds) : undefined,
  );
  held.outbox_messages = (await rowsOf(db, outboxMessages, outboxWhere)).map((row) => maskOthers(row, own));
  await put(
    whatsappMessages,
    or(
      eq(whatsappMessages.customerId, customerId),
      numbers.length > 0 ? inArray(whatsappMessages.recipient, numbers) : undefined,
    ),
  );

  const nomineeIds = (held.nominees ?? []).map((row) => row.id as number);
  const partnerIds = (held.partners ?? []).map((row) => row.id as number);
  const grievanceWhere = or(
    eq(grievances.customerId, customerId),
    orderIds.length > 0 ? inArray(grievances.orderId, orderIds) : undefined,
    nomineeIds.length > 0 ? inArray(grievances.nomineeId, nomineeIds) : undefined,
    partnerIds.length > 0 ? inArray(grievances.partnerId, partnerIds) : undefined,
  );
  await put(grievances, grievanceWhere);
  const grievanceIds = (held.grievances ?? []).map((row) => row.id as number);
  await put(
    grievanceUpdates,
    grievanceIds.length > 0 ? inArray(grievanceUpdates.grievanceId, grievanceIds) : undefined,
  );
  return held;
}

/** Who received which of the seller's data (from the orders' partners, the messages and the payouts). */
export function recipientsOf(held: Record<string, HeldRow[]>, partnerNames: Map<number, string>) {
  const recipients: {
    kind: 'partner' | 'sms_provider' | 'whatsapp_provider' | 'payout_provider';
    name: string;
    data: string[];
    orders: string[];
  }[] = [];
  const refOf = new Map((held.orders ?? []).map((row) => [row.id as number, row.ref_no as string]));
  const byPartner = new Map<number, Set<string>>();
  for (const event of held.order_events ?? []) {
    if (event.actor_type !== 'partner' || typeof event.actor_id !== 'number') continue;
    const ref = refOf.get(event.order_id as number);
    if (!ref) continue;
    const set = byPartner.get(event.actor_id) ?? new Set<string>();
    set.add(ref);
    byPartner.set(event.actor_id, set);
  }
  for (const order of held.orders ?? []) {
    if (typeof order.partner_id !== 'number') continue;
    const set = byPartner.get(order.partner_id) ?? new Set<string>();
    set.add(order.ref_no as string);
    byPartner.set(order.partner_id, set);
  }
  for (const [partnerId, refs] of byPartner) {
    recipients.push({
      kind: 'partner',
      name: partnerNames.get(partnerId) ?? `Partner ${partnerId}`,
      data: [
        'name',
        'mobile',
        'pickup address',
        'device answers',
        'IMEI',
        'ID type and last four characters',
      ],
      orders: [...refs].sort(),
    });
  }
  const sms = (held.outbox_messages ?? []).filter((row) => row.channel === 'sms' && row.status === 'sent');
  if (sms.length > 0) {
    recipients.push({
      kind: 'sms_provider',
      name: 'SMS provider',
      data: ['mobile', 'message text'],
      orders: [
        ...new Set(sms.map((row) => refOf.get(row.order_id as number)).filter((ref) => ref !== undefined)),
      ].sort() as string[],
    });
  }
  const whatsapp = (held.whatsapp_messages ?? []).filter((row) => row.provider_message_id !== null);
  if (whatsapp.length > 0) {
    recipients.push({
      kind: 'whatsapp_provider',
      name: 'WhatsApp (Meta)',
      data: ['mobile', 'message text'],
      orders: [],
    });
  }
  const paid = (held.handovers ?? []).filter((row) => row.payout_released_at !== null);
  if (paid.length > 0) {
    recipients.push({
      kind: 'payout_provider',
      name: 'Payouts provider',
      data: ['name', 'payout details (UPI ID or bank account)', 'amount'],
      orders: paid.map((row) => refOf.get(row.order_id as number) ?? '').filter((ref) => ref !== ''),
    });
  }
  return recipients;
}

/** The partners' shop names, for the recipients list. */
export async function partnerNames(db: Executor, held: Record<string, HeldRow[]>) {
  const ids = new Set<number>();
  for (const order of held.orders ?? []) if (typeof order.partner_id === 'number') ids.add(order.partner_id);
  for (const event of held.order_events ?? [])
    if (event.actor_type === 'partner' && typeof event.actor_id === 'number') ids.add(event.actor_id);
  if (ids.size === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: partners.id, shopName: partners.shopName })
    .from(partners)
    .where(inArray(partners.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.shopName]));
}
