import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { and, eq, getTableColumns, getTableName, inArray, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, writeAuditEntry } from '../audit/audit.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { outboxMessages } from '../outbox/tables.ts';
import { partnerPincodes, partnerRequests, partnerSessions, partners } from '../partners/tables.ts';
import { type HeldRow, SECRET_COLUMNS } from './data-export.ts';
import { grievances, grievanceUpdates } from './tables.ts';

/** The partner as the audit log names it. */
export function partnerActor(partnerId: number, clientIp: string | null): Actor {
  return { staffId: null, name: `partner:${partnerId}`, clientIp };
}

function present(table: PgTable, row: Record<string, unknown>): HeldRow {
  const out: HeldRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (SECRET_COLUMNS.has(column.name)) continue;
    const value = row[key];
    out[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/**
 * Everything held about a partner, for its own download in the portal (issue 24: "partners get the same
 * notice, data download and grievance route"): the shop and its owner (the partners row; the shop has no
 * staff accounts of its own), the application it came from, the pincodes it serves, its sign-ins, its own
 * actions on orders, the SMS sent to it and its grievances. Orders appear as summaries (reference, phone,
 * amounts, pincode, day, state): the sellers' names, numbers and addresses are theirs, not the partner's.
 */
export async function heldAboutPartner(db: Database, partnerId: number): Promise<Record<string, HeldRow[]>> {
  const [shop] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!shop) throw new AppError('PARTNER_NOT_FOUND');
  const held: Record<string, HeldRow[]> = {};
  const put = async (table: PgTable, rows: Record<string, unknown>[]) => {
    held[getTableName(table)] = rows.map((row) => present(table, row));
  };
  await put(partners, [shop]);
  await put(
    partnerRequests,
    await db
      .select()
      .from(partnerRequests)
      .where(
        or(
          eq(partnerRequests.mobile, shop.mobile),
          shop.partnerRequestId !== null ? eq(partnerRequests.id, shop.partnerRequestId) : undefined,
        ),
      ),
  );
  await put(
    partnerPincodes,
    await db.select().from(partnerPincodes).where(eq(partnerPincodes.partnerId, partnerId)),
  );
  await put(
    partnerSessions,
    await db.select().from(partnerSessions).where(eq(partnerSessions.partnerId, partnerId)),
  );

  // Its own actions on orders (accepting, re-quoting, handing back, completing), with what it wrote.
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.actorType, 'partner'), eq(orderEvents.actorId, partnerId)))
    .orderBy(orderEvents.id);
  await put(orderEvents, events);
  const orderIds = [...new Set(events.map((event) => event.orderId))];
  held.orders = (
    await db
      .select({
        id: orders.id,
        ref_no: orders.refNo,
        status: orders.status,
        model_name: orders.modelName,
        variant_name: orders.variantName,
        exact_value: orders.exactValue,
        revised_value: orders.revisedValue,
        final_value: orders.finalValue,
        pincode: orders.pincode,
        city: orders.city,
        pickup_date: orders.pickupDate,
        partner_id: orders.partnerId,
        created_at: orders.createdAt,
      })
      .from(orders)
      .where(
        or(eq(orders.partnerId, partnerId), orderIds.length > 0 ? inArray(orders.id, orderIds) : undefined),
      )
      .orderBy(orders.id)
  ).map((row) => ({ ...row, created_at: row.created_at.toISOString() }));

  await put(
    outboxMessages,
    await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shop.mobile)),
  );
  const own = await db.select().from(grievances).where(eq(grievances.partnerId, partnerId));
  await put(grievances, own);
  await put(
    grievanceUpdates,
    own.length > 0
      ? await db
          .select()
          .from(grievanceUpdates)
          .where(
            inArray(
              grievanceUpdates.grievanceId,
              own.map((row) => row.id),
            ),
          )
      : [],
  );
  return held;
}

/** The partner's download: everything above, audited as the partner's. */
export async function partnerDownload(db: Database, partnerId: number, actor: Actor, now = new Date()) {
  const held = await heldAboutPartner(db, partnerId);
  await db.transaction((tx) =>
    writeAuditEntry(tx, actor, 'privacy.partner_data_downloaded', {
      entityType: 'partner',
      entityId: partnerId,
      before: null,
      after: null,
    }),
  );
  return {
    generated_at: now.toISOString(),
    notice_version: CURRENT_PRIVACY_NOTICE.version,
    held,
  };
}
