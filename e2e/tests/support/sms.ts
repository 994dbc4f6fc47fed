import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * One-time codes from the development SMS driver: it logs one JSON line per message, with "msg":"SMS sent",
 * the 10-digit number in "to" and the message in "text". The e2e server keeps its log in
 * e2e/.data-<E2E_PORT>/server.log. Codes are never read from an HTTP endpoint.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const LOG_FILE = path.resolve(import.meta.dirname, '../..', `.data-${PORT}`, 'server.log');

/**
 * Only one-time codes count: order updates (from the outbox) go to the same numbers and may hold 4-digit
 * numbers too.
 */
const OTP_TEXT = 'is your Phonix verification code';

interface SmsLine {
  to: string;
  text: string;
}

function messagesTo(mobile: string): SmsLine[] {
  let content: string;
  try {
    content = fs.readFileSync(LOG_FILE, 'utf8');
  } catch {
    return [];
  }
  const found: SmsLine[] = [];
  for (const line of content.split('\n')) {
    if (!line.includes('"msg":"SMS sent"') || !line.includes(mobile) || !line.includes(OTP_TEXT)) continue;
    try {
      const entry = JSON.parse(line) as Partial<SmsLine>;
      if (entry.to === mobile && typeof entry.text === 'string')
        found.push({ to: entry.to, text: entry.text });
    } catch {
      // A line cut by a concurrent write: the next poll reads it whole.
    }
  }
  return found;
}

/** How many one-time codes this number has been sent so far (to wait for the next one). */
export function smsCount(mobile: string): number {
  return messagesTo(mobile).length;
}

/**
 * The 4-digit code of the newest message to this number, waiting until there are more than `afterCount`
 * messages (default: at least one).
 */
export async function readLatestOtp(mobile: string, afterCount = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const messages = messagesTo(mobile);
        if (messages.length <= afterCount) return null;
        code = messages.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? null;
        return code;
      },
      { message: `an OTP SMS to ${mobile} in ${LOG_FILE}`, timeout: 15_000, intervals: [100, 200, 500] },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A fresh 10-digit mobile number for one test: '9' and nine random digits. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Every other text (order updates from the outbox) sent to this number so far, oldest first. */
export function updatesTo(mobile: string): string[] {
  let content: string;
  try {
    content = fs.readFileSync(LOG_FILE, 'utf8');
  } catch {
    return [];
  }
  const texts: string[] = [];
  for (const line of content.split('\n')) {
    if (!line.includes('"msg":"SMS sent"') || !line.includes(mobile) || line.includes(OTP_TEXT)) continue;
    try {
      const entry = JSON.parse(line) as Partial<SmsLine>;
      if (entry.to === mobile && typeof entry.text === 'string') texts.push(entry.text);
    } catch {
      // A line cut by a concurrent write: the next poll reads it whole.
    }
  }
  return texts;
}
