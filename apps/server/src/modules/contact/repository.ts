import type { ContactRequest } from '@phonix/shared/validation';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../outbox/outbox.ts';
import { staff } from '../staff/tables.ts';
import { contactMessages } from './tables.ts';

export async function insertContactMessage(
  db: Executor,
  message: ContactRequest & { clientIp: string | null },
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      clientIp: message.clientIp,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}

export async function markContactMessageNotified(db: Executor, id: number): Promise<void> {
  await db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, id));
}

export const CONTACT_PAGE_SIZE = 50;

export type ContactFilter = 'open' | 'handled' | 'all';

/** The console's list, newest first, with the name of whoever marked each one handled. */
export async function listContactMessages(db: Database, filter: ContactFilter, page: number) {
  const where =
    filter === 'open'
      ? isNull(contactMessages.handledAt)
      : filter === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, handledBy: staff.name })
      .from(contactMessages)
      .leftJoin(staff, eq(staff.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    messages: rows.map((row) => toContactMessage(row.message, row.handledBy)),
    total: total?.total ?? 0,
  };
}

export function toContactMessage(row: typeof contactMessages.$inferSelect, handledBy: string | null) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledAt ? handledBy : null,
  };
}

export async function readContactMessage(db: Database, id: number) {
  const [row] = await db
    .select({ message: contactMessages, handledBy: staff.name })
    .from(contactMessages)
    .leftJoin(staff, eq(staff.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ? toContactMessage(row.message, row.handledBy) : undefined;
}
