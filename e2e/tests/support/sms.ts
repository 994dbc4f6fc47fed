import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Texts from the development SMS driver: it logs one JSON line per message, with "msg":"SMS sent", the
 * 10-digit number in "to" and the message in "text". The e2e server keeps its log in
 * e2e/.data-<E2E_PORT>/server.log. Codes are never read from an HTTP endpoint.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The servers' logs: the main one, and the hydration check's on the next port (playwright.config.ts). */
const LOG_FILES = [PORT, PORT + 1].map((port) =>
  path.resolve(import.meta.dirname, '../..', `.data-${port}`, 'server.log'),
);
const LOG_FILE = LOG_FILES.join(' or ');

/**
 * The kinds of one-time code, told apart by their text: sign-in codes, and the payout code the seller reads
 * out at the door. Order updates (from the outbox) go to the same numbers and may hold 4-digit numbers too.
 */
const CODE_TEXTS = {
  login: 'is your Phonix verification code',
  payout: 'is your Phonix OTP to receive',
} as const;
export type CodeKind = keyof typeof CODE_TEXTS;

/** Every text sent to this number so far, oldest first. */
function textsTo(mobile: string): string[] {
  let content = '';
  for (const file of LOG_FILES) {
    try {
      content += `${fs.readFileSync(file, 'utf8')}\n`;
    } catch {
      // That server has not written its log yet.
    }
  }
  const texts: string[] = [];
  for (const line of content.split('\n')) {
    if (!line.includes('"msg":"SMS sent"') || !line.includes(mobile)) continue;
    try {
      const entry = JSON.parse(line) as { to?: string; text?: unknown };
      if (entry.to === mobile && typeof entry.text === 'string') texts.push(entry.text);
    } catch {
      // A line cut by a concurrent write: the next poll reads it whole.
    }
  }
  return texts;
}

const codesTo = (mobile: string, kind: CodeKind) =>
  textsTo(mobile).filter((text) => text.includes(CODE_TEXTS[kind]));

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
        code = codes.at(-1)?.match(/^(\d{4})\b/)?.[1] ?? null;
        return code;
      },
      {
        message: `a ${kind} code SMS to ${mobile} in ${LOG_FILE}`,
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
  const codes = Object.values(CODE_TEXTS);
  return textsTo(mobile).filter((text) => !codes.some((marker) => text.includes(marker)));
}
