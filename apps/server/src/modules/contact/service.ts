import type { ContactRequest } from '@phonix/shared/validation';
import type { Database } from '../../db/client.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { insertContactMessage } from './repository.ts';

export const CONTACT_SUCCESS = 'Thank you for contacting us. We will get back to you soon.';

/**
 * The contact form: stores the message and, in the same transaction, the team's e-mail in the outbox; the
 * worker sends it (retrying if the mail server is down) and then sets notified_at.
 */
export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly teamEmail: string,
    private readonly outbox?: OutboxListener,
  ) {}

  async submit(request: ContactRequest, clientIp: string | null): Promise<{ id: number }> {
    const id = await this.db.transaction(async (tx) => {
      const stored = await insertContactMessage(tx, { ...request, clientIp });
      await enqueue(tx, [
        message(
          'email',
          this.teamEmail,
          'contact_team',
          { id: stored, ...request },
          { dedupeKey: `contact-message:${stored}:team`, contactMessageId: stored },
        ),
      ]);
      return stored;
    });
    this.outbox?.nudge();
    return { id };
  }
}
