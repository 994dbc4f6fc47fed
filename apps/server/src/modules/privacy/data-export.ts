import { eq, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  type HeldRow,
  type HeldTables,
  heldRows,
  type PersonalDataHook,
  type PersonalDataSubject,
} from '../../lib/personal-data.ts';
import { customerRow } from '../customers/index.ts';
import { orderIdsOfCustomers } from '../orders/index.ts';
import { partnerContacts, partnerIdsByMobile } from '../partners/index.ts';
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

export type { HeldRow };

/**
 * The order the download lists the tables in (the "My data" page shows them so): the account, what hangs
 * from it, the privacy records, the orders and their handovers, the messages, the grievances. A table not
 * named here follows, in the order the modules answered.
 */
const DOWNLOAD_ORDER = [
  'customers',
  'addresses',
  'sessions',
  'login_failures',
  'password_resets',
  'price_enquiries',
  'whatsapp_consents',
  'privacy_notice_acceptances',
  'privacy_consents',
  'inactivity_notices',
  'data_breach_sellers',
  'otp_codes',
  'data_breaches',
  'nominees',
  'nominee_sessions',
  'partner_requests',
  'partners',
  'contact_messages',
  'orders',
  'order_events',
  'handovers',
  'imei_checks',
  'door_holds',
  'purchase_receipts',
  'payout_webhook_events',
  'outbox_messages',
  'whatsapp_messages',
  'grievances',
  'grievance_updates',
];

async function rowsOf(db: Executor, table: PgTable, where: SQL | undefined): Promise<HeldRow[]> {
  if (!where) return [];
  return heldRows(table, (await db.select().from(table).where(where)) as Record<string, unknown>[]);
}

/** What the privacy module itself holds about the seller: its records, nominations and grievances. */
async function ownAbout(db: Executor, subject: PersonalDataSubject): Promise<HeldTables> {
  const { customerId } = subject;
  const numbers = [subject.mobile, subject.alternateMobile].filter((value) => value !== '');
  const held: HeldTables = {};
  const put = async (table: PgTable, where: SQL | undefined) => {
    held[getTableName(table)] = await rowsOf(db, table, where);
  };
  for (const table of [
    privacyNoticeAcceptances,
    privacyConsents,
    inactivityNotices,
    dataBreachSellers,
  ] as const) {
    await put(table, eq(table.customerId, customerId));
  }
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

  // Grievances raised by them, about their orders, by the nominees above, or by a shop on their number.
  const nomineeIds = (held.nominees ?? []).map((row) => row.id as number);
  const partnerIds = await partnerIdsByMobile(db, subject.mobile);
  const grievanceWhere = or(
    eq(grievances.customerId, customerId),
    subject.orderIds.length > 0 ? inArray(grievances.orderId, subject.orderIds) : undefined,
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

/** The tables in the download's order (`order`), then any other in the order given. */
export function inDownloadOrder(parts: HeldTables[], order: readonly string[] = DOWNLOAD_ORDER): HeldTables {
  const all: HeldTables = Object.assign({}, ...parts);
  const ordered: HeldTables = {};
  for (const name of order) if (name in all) ordered[name] = all[name] as HeldRow[];
  for (const [name, rows] of Object.entries(all)) if (!(name in ordered)) ordered[name] = rows;
  return ordered;
}

/**
 * Everything held about a seller, grouped by table (issue 24, "My data"): the privacy module's own records
 * and each module's answer (`personalData`), found by their customer id, their numbers and e-mail, and the
 * rows of their orders, handovers and grievances. The API test derives the tables from the schema, so a
 * table holding seller data that no module answers for fails it.
 */
export async function heldAbout(
  db: Executor,
  personalData: readonly PersonalDataHook[],
  customerId: number,
): Promise<HeldTables> {
  const customer = await customerRow(db, customerId);
  if (!customer) return {};
  const subject: PersonalDataSubject = {
    customerId,
    mobile: customer.mobile,
    alternateMobile: customer.alternateMobile,
    email: customer.email,
    orderIds: await orderIdsOfCustomers(db, [customerId]),
    receiptOrderIds: [],
  };
  const parts: HeldTables[] = [];
  for (const hook of personalData) if (hook.exportFor) parts.push(await hook.exportFor(db, subject));
  parts.push(await ownAbout(db, subject));
  return inDownloadOrder(parts);
}

/** Who received which of the seller's data (from the orders' partners, the messages and the payouts). */
export function recipientsOf(held: HeldTables, partnerNames: Map<number, string>) {
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
export async function partnerNames(db: Executor, held: HeldTables) {
  const ids = new Set<number>();
  for (const order of held.orders ?? []) if (typeof order.partner_id === 'number') ids.add(order.partner_id);
  for (const event of held.order_events ?? [])
    if (event.actor_type === 'partner' && typeof event.actor_id === 'number') ids.add(event.actor_id);
  const rows = await partnerContacts(db, [...ids]);
  return new Map(rows.map((row) => [row.id, row.shopName]));
}
