import type { ContactRequest } from '@phonix/shared/validation';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../outbox/index.ts';
import { staffNames } from '../staff/index.ts';
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
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  const handlers = await handlerNames(db, rows);
  return {
    messages: rows.map((row) => toContactMessage(row, handlerOf(row, handlers))),
    total: total?.total ?? 0,
  };
}

export function toContactMessage(row: ContactRow, handledBy: string | null) {
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
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toContactMessage(row, handlerOf(row, await handlerNames(db, [row]))) : undefined;
}

type ContactRow = typeof contactMessages.$inferSelect;

/** The names of the staff who handled these messages, by staff id (asked of the staff module). */
async function handlerNames(db: Database, rows: ContactRow[]): Promise<Map<number, string>> {
  const people = await staffNames(
    db,
    rows.flatMap((row) => (row.handledBy === null ? [] : [row.handledBy])),
  );
  return new Map(people.map((person) => [person.id, person.name]));
}

const handlerOf = (row: ContactRow, names: Map<number, string>) =>
  row.handledBy === null ? null : (names.get(row.handledBy) ?? null);

/** Messages nobody has marked handled yet (the dashboard's figure). */
export async function countOpenContactMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.value ?? 0;
}
