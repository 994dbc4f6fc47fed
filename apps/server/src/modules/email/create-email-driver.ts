import type { EmailDriver } from './email-driver.ts';
import { type InfoLogger, LogEmailDriver } from './log-driver.ts';
import { SmtpEmailDriver } from './smtp-driver.ts';

export interface EmailSettings {
  EMAIL_DRIVER: 'log' | 'smtp';
  SMTP_URL?: string | undefined;
  EMAIL_FROM: string;
}

/** The driver the configuration selects (EMAIL_DRIVER). */
export function createEmailDriver(settings: EmailSettings, log: InfoLogger): EmailDriver {
  if (settings.EMAIL_DRIVER === 'smtp') {
    if (!settings.SMTP_URL) throw new Error('SMTP_URL is required when EMAIL_DRIVER=smtp');
    return new SmtpEmailDriver({ url: settings.SMTP_URL, from: settings.EMAIL_FROM });
  }
  return new LogEmailDriver(log);
}
