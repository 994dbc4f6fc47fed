import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http.ts';
import type { SmsDriver } from '../sms/sms-driver.ts';
import { randomDigits } from './secrets.ts';

export type OtpPurpose = 'verify' | 'reset';

export interface OtpSettings {
  length: number;
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxPerNumberHour: number;
  maxPerNumberDay: number;
  maxPerIpHour: number;
  maxPerIpDay: number;
}

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  length: 4,
  ttlSeconds: 300,
  maxAttempts: 5,
  resendCooldownSeconds: 30,
  maxPerNumberHour: 5,
  maxPerNumberDay: 10,
  maxPerIpHour: 20,
  maxPerIpDay: 60,
};

const HOUR = 3_600_000;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const tooMany = (message: string) => new HttpError(429, message);

/**
 * One-time codes: cryptographically random, stored as an HMAC (keyed by a server secret, so the table alone
 * does not reveal codes), single use, short-lived, a few wrong tries per code, a resend cool-down and caps
 * per number and per client address per hour and per day (SMS costs money). No endpoint ever returns a code.
 */
export class OtpService {
  readonly #secret: Buffer;

  constructor(
    private readonly db: Database,
    private readonly sms: SmsDriver,
    private readonly settings: OtpSettings,
    secret: string | undefined,
  ) {
    this.#secret = secret ? Buffer.from(secret) : crypto.randomBytes(32);
  }

  #hash(mobile: string, purpose: OtpPurpose, code: string): string {
    return crypto.createHmac('sha256', this.#secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
  }

  async #sentSince(
    tx: Transaction,
    column: typeof otpCodes.mobile | typeof otpCodes.clientIp,
    value: string,
    since: Date,
  ) {
    const [row] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(column, value), gt(otpCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  async #enforceLimits(tx: Transaction, mobile: string, clientIp: string, now: Date): Promise<void> {
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.mobile, mobile))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const cooldownEnds = latest ? latest.createdAt.getTime() + this.settings.resendCooldownSeconds * 1000 : 0;
    if (cooldownEnds > now.getTime()) {
      const seconds = Math.ceil((cooldownEnds - now.getTime()) / 1000);
      throw tooMany(`Please wait ${seconds} seconds before requesting another OTP.`);
    }
    const hourAgo = new Date(now.getTime() - HOUR);
    const dayAgo = new Date(now.getTime() - 24 * HOUR);
    const { maxPerNumberHour, maxPerNumberDay, maxPerIpHour, maxPerIpDay } = this.settings;
    if (
      (await this.#sentSince(tx, otpCodes.mobile, mobile, hourAgo)) >= maxPerNumberHour ||
      (await this.#sentSince(tx, otpCodes.mobile, mobile, dayAgo)) >= maxPerNumberDay
    ) {
      throw tooMany('Too many OTP requests for this mobile number. Please try again later.');
    }
    if (
      (await this.#sentSince(tx, otpCodes.clientIp, clientIp, hourAgo)) >= maxPerIpHour ||
      (await this.#sentSince(tx, otpCodes.clientIp, clientIp, dayAgo)) >= maxPerIpDay
    ) {
      throw tooMany('Too many OTP requests from your network. Please try again later.');
    }
  }

  /** Sends a new code, replacing any earlier unused code for the same number and purpose. */
  async issue(mobile: string, purpose: OtpPurpose, clientIp: string, payload?: unknown): Promise<void> {
    const code = randomDigits(this.settings.length);
    await this.db.transaction(async (tx) => {
      // One send at a time per client address, then per number (always in that order, so two sends cannot
      // wait on each other): parallel requests cannot slip past the cool-down or the caps.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-ip:${clientIp}`}, 0))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-mobile:${mobile}`}, 0))`);
      const now = new Date();
      await this.#enforceLimits(tx, mobile, clientIp, now);
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        mobile,
        purpose,
        codeHash: this.#hash(mobile, purpose, code),
        payload: payload ?? null,
        clientIp,
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.settings.ttlSeconds * 1000),
      });
    });
    const minutes = Math.round(this.settings.ttlSeconds / 60);
    try {
      await this.sms.send({
        to: mobile,
        text: `${code} is your Phonix verification code. It expires in ${minutes} minutes. Do not share it with anyone.`,
      });
    } catch (error) {
      throw Object.assign(
        new HttpError(503, 'We could not send the OTP right now. Please try again in a minute.'),
        {
          cause: error,
        },
      );
    }
  }

  /** The purpose and payload of the newest code sent to this number, for a resend. */
  async latest(mobile: string): Promise<{ purpose: OtpPurpose; payload: unknown } | undefined> {
    const [row] = await this.db
      .select({ purpose: otpCodes.purpose, payload: otpCodes.payload })
      .from(otpCodes)
      .where(eq(otpCodes.mobile, mobile))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row ? { purpose: row.purpose as OtpPurpose, payload: row.payload } : undefined;
  }

  /** Checks a code and uses it up; answers the payload it was issued with. Throws 400 with the reason. */
  async verify(mobile: string, purpose: OtpPurpose, code: string): Promise<unknown> {
    const now = new Date();
    const [current] = await this.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!current || current.expiresAt <= now) {
      throw new HttpError(400, 'This OTP has expired or was already used. Please request a new OTP.', 'otp');
    }
    if (current.attempts >= this.settings.maxAttempts) {
      throw new HttpError(400, 'Too many wrong attempts. Please request a new OTP.', 'otp');
    }
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.#hash(mobile, purpose, code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      // Counted atomically, so parallel guesses cannot exceed the limit.
      await this.db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, current.id), lt(otpCodes.attempts, this.settings.maxAttempts)));
      throw new HttpError(400, 'Invalid OTP. Please check the code and try again.', 'otp');
    }
    const used = await this.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.id, current.id),
          isNull(otpCodes.consumedAt),
          lt(otpCodes.attempts, this.settings.maxAttempts),
        ),
      )
      .returning({ id: otpCodes.id });
    if (used.length === 0) {
      throw new HttpError(400, 'This OTP has expired or was already used. Please request a new OTP.', 'otp');
    }
    return current.payload;
  }
}
