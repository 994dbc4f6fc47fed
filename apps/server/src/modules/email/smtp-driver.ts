import { COMPANY } from '@phonix/shared/company';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import { type EmailDriver, type EmailMessage, singleLine } from './email-driver.ts';

/** Our own domain, from the sender address of the site's e-mails. */
const MESSAGE_ID_DOMAIN = COMPANY.noReplyEmail.split('@')[1];

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. 'Phonix <no-reply@phonix.in>'. */
  from: string;
}

/** Sends through an SMTP server with nodemailer: one connection per mail (forms are low volume), bounded timeouts. */
export class SmtpEmailDriver implements EmailDriver {
  readonly #transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.#transport = nodemailer.createTransport({
      url: settings.url,
      // A slow or dead mail server must not hold notifications (and shutdown) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as TransportOptions);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: singleLine(message.subject),
      text: message.text,
      ...(message.replyTo ? { replyTo: singleLine(message.replyTo) } : {}),
      // One Message-ID for every try of a message, so a retry after a lost answer reads as the same mail.
      ...(message.idempotencyKey ? { messageId: `<${message.idempotencyKey}@${MESSAGE_ID_DOMAIN}>` } : {}),
    });
  }
}
