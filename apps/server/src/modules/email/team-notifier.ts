import type { FastifyBaseLogger } from 'fastify';
import type { EmailDriver, EmailMessage } from './email-driver.ts';

/**
 * Tells the team about something a visitor sent, after it has been stored. Sending happens in the
 * background so a slow mail server never delays the visitor's answer; a failure is logged and leaves the
 * row un-notified (notified_at null), the stored row stays the source of truth. close() waits for mails
 * still in flight, so a graceful shutdown does not drop them.
 */
export class TeamNotifier {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly driver: EmailDriver,
    private readonly teamEmail: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends `message` to the team, then runs `onSent` (which records notified_at). */
  notify(
    message: Omit<EmailMessage, 'to'>,
    onSent: () => Promise<void>,
    context: Record<string, unknown>,
  ): void {
    const task = (async () => {
      try {
        await this.driver.send({ ...message, to: this.teamEmail });
      } catch (error) {
        this.log.error(
          { err: error, ...context },
          'team notification e-mail failed; the row stays un-notified',
        );
        return;
      }
      try {
        await onSent();
      } catch (error) {
        this.log.error({ err: error, ...context }, 'team notified, but notified_at was not recorded');
      }
    })();
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  /** Resolves when every notification started so far has finished. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
