/** One e-mail to send. Plain text only: the team reads these in their mail client. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The same for every try of one message (the outbox row); sent as its Message-ID. */
  idempotencyKey?: string;
}

/**
 * The outside world's e-mail, behind an interface (ENGINEERING 1): the log driver works offline in
 * development and tests, the SMTP driver is selected by configuration (EMAIL_DRIVER=smtp).
 */
export interface EmailDriver {
  send(message: EmailMessage): Promise<void>;
}

/** Header values must stay on one line (no header injection through a subject). */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
