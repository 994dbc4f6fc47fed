import type { EmailDriver, EmailMessage } from './email-driver.ts';

/** The part of a pino logger the driver needs. */
export interface InfoLogger {
  info(object: Record<string, unknown>, message: string): void;
}

/** Development driver: every e-mail becomes one structured log line, nothing leaves the machine. */
export class LogEmailDriver implements EmailDriver {
  constructor(private readonly log: InfoLogger) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info(
      {
        email: {
          to: message.to,
          subject: message.subject,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          text: message.text,
        },
      },
      'email (log driver)',
    );
  }
}
