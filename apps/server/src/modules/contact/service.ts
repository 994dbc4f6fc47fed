import type { ContactRequest } from '@phonix/shared/validation';
import type { Database } from '../../db/client.ts';
import type { TeamNotifier } from '../email/team-notifier.ts';
import { insertContactMessage, markContactMessageNotified } from './repository.ts';

export const CONTACT_SUCCESS = 'Thank you for contacting us. We will get back to you soon.';

/** Stores a contact message first (nothing is lost), then tells the team by e-mail in the background. */
export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly notifier: TeamNotifier,
  ) {}

  async submit(request: ContactRequest, clientIp: string | null): Promise<{ id: number }> {
    const id = await insertContactMessage(this.db, { ...request, clientIp });
    this.notifier.notify(
      {
        subject: `Contact form: ${request.subject}`,
        replyTo: request.email,
        text: [
          `New message from the contact form (#${id}).`,
          '',
          `Name: ${request.name}`,
          `Email: ${request.email}`,
          `Subject: ${request.subject}`,
          '',
          request.message || '(no message)',
        ].join('\n'),
      },
      () => markContactMessageNotified(this.db, id),
      { contactMessageId: id },
    );
    return { id };
  }
}
