import { eq } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { contactMessages } from './tables.ts';

/** What the seller wrote through the contact form, found by their e-mail. */
export const contactPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    if (subject.email !== '')
      await tx.delete(contactMessages).where(eq(contactMessages.email, subject.email));
  },

  async exportFor(db, subject) {
    return {
      contact_messages:
        subject.email === ''
          ? []
          : heldRows(
              contactMessages,
              await db.select().from(contactMessages).where(eq(contactMessages.email, subject.email)),
            ),
    };
  },
};
