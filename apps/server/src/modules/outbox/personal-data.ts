import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  type HeldRow,
  heldRows,
  type PersonalDataHook,
  type PersonalDataSubject,
} from '../../lib/personal-data.ts';
import { outboxMessages } from './tables.ts';

/** The seller's own numbers and e-mail, as messages name their recipients. */
const ownAddresses = (subject: PersonalDataSubject) =>
  [subject.mobile, subject.alternateMobile, subject.email].filter((value) => value !== '');

/** Messages to the seller or about their orders. */
const aboutSubject = (subject: PersonalDataSubject, own: string[]) =>
  or(
    own.length > 0 ? inArray(outboxMessages.recipient, own) : undefined,
    subject.orderIds.length > 0 ? inArray(outboxMessages.orderId, subject.orderIds) : undefined,
  );

/** Numbers in the outbox that are not the seller's are another person's (the partner's): shown masked. */
function maskOthers(row: HeldRow, own: ReadonlySet<string>): HeldRow {
  const recipient = String(row.recipient ?? '');
  if (own.has(recipient)) return row;
  return {
    ...row,
    recipient: recipient.length > 4 ? `${'X'.repeat(recipient.length - 4)}${recipient.slice(-4)}` : 'XXXX',
  };
}

/** The messages sent (or to be sent) to the seller or about their orders, and those sent to a partner. */
export const outboxPersonalData: PersonalDataHook = {
  /** Their words and numbers go; unsent ones are not sent. */
  async onErase(tx, subject) {
    const own = ownAddresses(subject);
    const where = aboutSubject(subject, own);
    if (!where) return;
    await tx
      .update(outboxMessages)
      .set({
        data: {},
        recipient: sql`case when ${outboxMessages.recipient} in (${sql.join(
          own.map((value) => sql`${value}`),
          sql`, `,
        )}) then 'erased' else ${outboxMessages.recipient} end`,
        status: sql`case when ${outboxMessages.status} in ('pending', 'sending') then 'failed' else ${outboxMessages.status} end`,
        lastError: sql`case when ${outboxMessages.status} in ('pending', 'sending') then 'account erased' else ${outboxMessages.lastError} end`,
      })
      .where(where);
  },

  async exportFor(db, subject) {
    const own = ownAddresses(subject);
    const where = aboutSubject(subject, own);
    const rows = where ? await db.select().from(outboxMessages).where(where) : [];
    const ownSet = new Set(own);
    return { outbox_messages: heldRows(outboxMessages, rows).map((row) => maskOthers(row, ownSet)) };
  },

  async exportForPartner(db, partner) {
    return {
      outbox_messages: heldRows(
        outboxMessages,
        await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, partner.mobile)),
      ),
    };
  },
};
