import { eq, inArray, or } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { whatsappConsents, whatsappMessages } from './tables.ts';

/** The seller's WhatsApp consents and the WhatsApp messages sent to them. */
export const whatsappPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    await tx.delete(whatsappConsents).where(eq(whatsappConsents.customerId, subject.customerId));
    await tx.delete(whatsappMessages).where(eq(whatsappMessages.customerId, subject.customerId));
  },

  async exportFor(db, subject) {
    const numbers = [subject.mobile, subject.alternateMobile].filter((value) => value !== '');
    return {
      whatsapp_consents: heldRows(
        whatsappConsents,
        await db.select().from(whatsappConsents).where(eq(whatsappConsents.customerId, subject.customerId)),
      ),
      whatsapp_messages: heldRows(
        whatsappMessages,
        await db
          .select()
          .from(whatsappMessages)
          .where(
            or(
              eq(whatsappMessages.customerId, subject.customerId),
              numbers.length > 0 ? inArray(whatsappMessages.recipient, numbers) : undefined,
            ),
          ),
      ),
    };
  },
};
