import type { EmailDriver, EmailMessage } from '../../src/modules/email/email-driver.ts';
import type { SmsDriver, SmsMessage } from '../../src/modules/sms/sms-driver.ts';

/** The SMS templates that carry a one-time code (its variable `code`). */
const CODE_TEMPLATES: readonly SmsMessage['template'][] = ['verification_code', 'payout_code'];

/** An SMS driver that keeps what it sends, so tests read OTPs the way a phone would. */
export class RecordingSms implements SmsDriver {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  /**
   * The code in the newest message to this number that carries one (a sign-in or payout code). Order and
   * account updates come from the outbox worker on its own time, so one can arrive after the code asked for.
   */
  latestCode(mobile: string): string {
    const message = this.sent.findLast(
      (entry) => entry.to === mobile && CODE_TEMPLATES.includes(entry.template),
    );
    const code = message?.variables.code;
    if (!code) throw new Error(`No OTP was sent to ${mobile}`);
    return code;
  }
}

let counter = 0;
/** A mobile number no other test uses: 9 followed by 9 digits. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

/** An e-mail driver that keeps what it sends. */
export class RecordingEmail implements EmailDriver {
  readonly sent: EmailMessage[] = [];

  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }
}
