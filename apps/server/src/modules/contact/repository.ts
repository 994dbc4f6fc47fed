import type { ContactRequest } from '@phonix/shared/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertContactMessage(
  db: Database,
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

export async function markContactMessageNotified(db: Database, id: number): Promise<void> {
  await db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, id));
}
