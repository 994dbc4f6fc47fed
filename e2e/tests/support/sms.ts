import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The SMS the e2e servers sent, as their recording driver wrote them (SMS_DRIVER=record): one JSON line per
 * message in e2e/.data-<port>/sms.jsonl, with the 10-digit number, the message's template, its variables
 * (the code of a one-time code) and its text. Codes are found by template and read from the variables, never
 * from the wording, and never from an HTTP endpoint.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The servers' records: the main one, and the hydration check's on the next port (playwright.config.ts). */
const RECORD_FILES = [PORT, PORT + 1].map((port) =>
  path.resolve(import.meta.dirname, '../..', `.data-${port}`, 'sms.jsonl'),
);
const RECORD_FILE = RECORD_FILES.join(' or ');

interface SentSms {
  to: string;
  template: string;
  /** The language the message was written in ('en', 'hi', 'te'). */
  locale: string;
  variables: Record<string, string>;
  text: string;
}

/**
 * The kinds of one-time code, by template: sign-in codes, and the payout code the seller reads out at the
 * door. Order updates (from the outbox) are every other template.
 */
const CODE_TEMPLATES = {
  login: 'verification_code',
  payout: 'payout_code',
} as const;
export type CodeKind = keyof typeof CODE_TEMPLATES;

/** Every message sent to this number so far, oldest first. */
export function sentTo(mobile: string): SentSms[] {
  const sent: SentSms[] = [];
  for (const file of RECORD_FILES) {
    let content = '';
    try {
      content = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // That server has sent nothing yet.
    }
    for (const line of content.split('\n')) {
      if (!line.includes(mobile)) continue;
      try {
        const entry = JSON.parse(line) as SentSms;
        if (entry.to === mobile) sent.push(entry);
      } catch {
        // A line being appended right now: the next poll reads it whole.
      }
    }
  }
  return sent;
}

const codesTo = (mobile: string, kind: CodeKind) =>
  sentTo(mobile).filter((sms) => sms.template === CODE_TEMPLATES[kind]);

/** How many codes of this kind this number has been sent so far (to wait for the next one). */
export function smsCount(mobile: string, kind: CodeKind = 'login'): number {
  return codesTo(mobile, kind).length;
}

/**
 * The 4-digit code of the newest message of this kind to this number, waiting until there are more than
 * `afterCount` of them (default: at least one).
 */
export async function readLatestOtp(
  mobile: string,
  afterCount = 0,
  kind: CodeKind = 'login',
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const codes = codesTo(mobile, kind);
        if (codes.length <= afterCount) return null;
        code = codes.at(-1)?.variables.code ?? null;
        return code;
      },
      {
        message: `a ${kind} code SMS to ${mobile} in ${RECORD_FILE}`,
        timeout: 15_000,
        intervals: [100, 200, 500],
      },
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
  const codes: string[] = Object.values(CODE_TEMPLATES);
  return sentTo(mobile)
    .filter((sms) => !codes.includes(sms.template))
    .map((sms) => sms.text);
}
