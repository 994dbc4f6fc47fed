import type { EmailDriver, EmailMessage } from '../../src/modules/email/email-driver.ts';
import type { SmsDriver, SmsMessage } from '../../src/modules/sms/sms-driver.ts';

/** An SMS driver that keeps what it sends, so tests read OTPs the way a phone would. */
export class RecordingSms implements SmsDriver {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The code in the newest message to this number. */
  latestCode(mobile: string): string {
    const message = this.sent.findLast((entry) => entry.to === mobile);
    const code = message?.text.match(/\b(\d{4,8})\b/)?.[1];
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
