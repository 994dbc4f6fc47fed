import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { BASE_LOCALE, isLocale, type Locale } from '@phonix/shared/i18n';
import { LIMITS } from '@phonix/shared/validation';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { customerLanguageByMobile } from '../customers/index.ts';
import type { SmsDriver } from '../sms/index.ts';
import { partnerLanguageByMobile, renderSms } from '../sms/index.ts';
import { randomDigits } from './secrets.ts';
import { otpCodes } from './tables.ts';

/**
 * 'verify' and 'reset' are the customers' codes; 'partner' signs a partner in (modules/partners); 'erasure'
 * confirms a seller's erasure of their account (modules/privacy). The nominee's (issue 24): 'nominee_change'
 * to the seller's own number confirms naming or removing a nominee, 'nominee_verify' to the nominee's number
 * proves it, 'nominee_login' signs the nominee in, 'nominee_erasure' confirms an erasure the nominee asks for.
 */
export type OtpPurpose =
  | 'verify'
  | 'reset'
  | 'partner'
  | 'erasure'
  | 'nominee_change'
  | 'nominee_verify'
  | 'nominee_login'
  | 'nominee_erasure';

export interface OtpSettings {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxPerNumberHour: number;
  maxPerNumberDay: number;
  maxPerIpHour: number;
  maxPerIpDay: number;
  /** Wrong codes accepted per number per hour, over all its codes and all client addresses. */
  maxWrongPerNumberHour: number;
}

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  ttlSeconds: 300,
  maxAttempts: 5,
  resendCooldownSeconds: LIMITS.otpResendSeconds,
  maxPerNumberHour: 5,
  maxPerNumberDay: 10,
  maxPerIpHour: 20,
  maxPerIpDay: 60,
  maxWrongPerNumberHour: 10,
};

const HOUR = 3_600_000;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A code to check inside withCode(): the number it went to, its purpose and the code typed; `boundTo`, when
 * given, must equal the payload the code was issued with (a code asked for one thing does nothing else).
 */
export interface CodeToCheck {
  mobile: string;
  purpose: OtpPurpose;
  code: string;
  boundTo?: unknown;
}

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
      throw new AppError('OTP_COOLDOWN', {
        message: `Please wait ${seconds} seconds before requesting another OTP.`,
        retryAfter: seconds,
      });
    }
    const hourAgo = new Date(now.getTime() - HOUR);
    const dayAgo = new Date(now.getTime() - 24 * HOUR);
    const { maxPerNumberHour, maxPerNumberDay, maxPerIpHour, maxPerIpDay } = this.settings;
    if (
      (await this.#sentSince(tx, otpCodes.mobile, mobile, hourAgo)) >= maxPerNumberHour ||
      (await this.#sentSince(tx, otpCodes.mobile, mobile, dayAgo)) >= maxPerNumberDay
    ) {
      throw new AppError('OTP_NUMBER_LIMIT');
    }
    if (
      (await this.#sentSince(tx, otpCodes.clientIp, clientIp, hourAgo)) >= maxPerIpHour ||
      (await this.#sentSince(tx, otpCodes.clientIp, clientIp, dayAgo)) >= maxPerIpDay
    ) {
      throw new AppError('OTP_NETWORK_LIMIT');
    }
  }

  /**
   * Sends a new code, replacing any earlier unused code for the same number and purpose; in `language` (the
   * page's the code was asked for on) when given, else the account's.
   */
  async issue(
    mobile: string,
    purpose: OtpPurpose,
    clientIp: string,
    payload?: unknown,
    language?: Locale,
  ): Promise<void> {
    const code = await this.db.transaction((tx) => this.store(tx, mobile, purpose, clientIp, payload));
    await this.deliver(this.db, mobile, purpose, code, language);
  }

  /**
   * The send limits checked and a new code stored inside the caller's transaction (issue() is this plus
   * deliver() after the commit); answers the code for deliver(). A refusal (OTP_COOLDOWN, the caps) throws
   * before anything is written.
   */
  async store(
    tx: Transaction,
    mobile: string,
    purpose: OtpPurpose,
    clientIp: string,
    payload?: unknown,
  ): Promise<string> {
    const code = randomDigits(LIMITS.otpLength);
    await this.lockNumbers(tx, clientIp, [mobile]);
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
    return code;
  }

  /**
   * One send at a time per client address, then per number (always in that order, numbers sorted, so two
   * sends cannot wait on each other): parallel requests cannot slip past the cool-down or the caps. A
   * transaction that sends to one number and checks another's code takes both here first (the locks are
   * held to its end; taking one again is free).
   */
  async lockNumbers(tx: Transaction, clientIp: string | null, mobiles: string[]): Promise<void> {
    if (clientIp !== null)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-ip:${clientIp}`}, 0))`);
    for (const mobile of [...new Set(mobiles)].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-mobile:${mobile}`}, 0))`);
  }

  /**
   * Texts a stored code, in `language` when given (the page's the code was asked for on: issue 32), else in the
   * language of the number's account, read through `db` (the caller's transaction when it sends before its
   * commit, so that a failed send rolls the code back with its writes).
   */
  async deliver(
    db: Database | Transaction,
    mobile: string,
    purpose: OtpPurpose,
    code: string,
    language?: Locale,
  ): Promise<void> {
    const minutes = Math.round(this.settings.ttlSeconds / 60);
    try {
      const locale = language ?? (await this.#accountLocale(db, mobile, purpose));
      await this.sms.send({
        to: mobile,
        ...renderSms('verification_code', locale, { code, minutes: String(minutes) }),
      });
    } catch (error) {
      throw new AppError('SMS_UNAVAILABLE', { retryAfter: 60, cause: error });
    }
  }

  /**
   * The language of the account the code is for (the partner's for a partner sign-in, else the seller's), so
   * a seller who chose Telugu gets the code in Telugu; English for a number with no account yet (DR 145).
   */
  async #accountLocale(db: Database | Transaction, mobile: string, purpose: OtpPurpose): Promise<Locale> {
    const language =
      purpose === 'partner'
        ? await partnerLanguageByMobile(db, mobile)
        : (await customerLanguageByMobile(db, mobile))?.language;
    return isLocale(language) ? language : BASE_LOCALE;
  }

  /** The purpose and payload of the newest customer code sent to this number, for a resend. */
  async latest(mobile: string): Promise<{ purpose: OtpPurpose; payload: unknown } | undefined> {
    const [row] = await this.db
      .select({ purpose: otpCodes.purpose, payload: otpCodes.payload })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), inArray(otpCodes.purpose, ['verify', 'reset'])))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row ? { purpose: row.purpose as OtpPurpose, payload: row.payload } : undefined;
  }

  /**
   * The wrong codes entered for a number within the last hour, and when enough of them leave the window
   * for the next try. Counted over the codes sent in the last hour plus one code lifetime, since a code
   * can only be tried while it lives: every wrong try of the last hour is in the count.
   */
  async #wrongGuesses(tx: Transaction, mobile: string, now: Date) {
    const window = HOUR + this.settings.ttlSeconds * 1000;
    const rows = await tx
      .select({ createdAt: otpCodes.createdAt, attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.mobile, mobile),
          gt(otpCodes.createdAt, new Date(now.getTime() - window)),
          gt(otpCodes.attempts, 0),
        ),
      )
      .orderBy(otpCodes.createdAt);
    const cap = this.settings.maxWrongPerNumberHour;
    const total = rows.reduce((sum, row) => sum + row.attempts, 0);
    if (total < cap) return { capped: false, retryAfter: 0 };
    // The next try is allowed once the oldest codes' wrong tries have left the window.
    let remaining = total;
    let retryAt = now.getTime();
    for (const row of rows) {
      remaining -= row.attempts;
      retryAt = row.createdAt.getTime() + window;
      if (remaining < cap) break;
    }
    return { capped: true, retryAfter: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
  }

  /**
   * Checks a code and uses it up; answers the payload it was issued with. Throws OTP_* with the reason.
   * Checked and counted under the number's lock (the one issue() takes), so parallel guesses from any
   * number of addresses cannot pass the per-code tries or the per-number hourly cap.
   */
  async verify(mobile: string, purpose: OtpPurpose, code: string): Promise<unknown> {
    const outcome = await this.db.transaction((tx) => this.#check(tx, { mobile, purpose, code }));
    if (outcome.kind === 'ok') return outcome.payload;
    throw refusal(outcome);
  }

  /**
   * A code checked and used up in one transaction with the writes it allows, so that a refusal uses nothing
   * up: `prepare` runs first (the caller's locks and checks) and answers which code to check; `work` runs once
   * the code is right. A refusal thrown by either rolls everything back and the code stays as it was; a wrong
   * code still counts its try (committed) and throws OTP_* as verify() does.
   */
  async withCode<T>(
    prepare: (tx: Transaction) => Promise<CodeToCheck>,
    work: (tx: Transaction, payload: unknown) => Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(
      async (tx): Promise<{ done: true; value: T } | { done: false; outcome: Refusal }> => {
        const outcome = await this.#check(tx, await prepare(tx));
        if (outcome.kind !== 'ok') return { done: false, outcome };
        return { done: true, value: await work(tx, outcome.payload) };
      },
    );
    if (result.done) return result.value;
    throw refusal(result.outcome);
  }

  async #check(tx: Transaction, check: CodeToCheck): Promise<VerifyOutcome> {
    const { mobile, purpose, code } = check;
    await this.lockNumbers(tx, null, [mobile]);
    const now = new Date();
    const wrong = await this.#wrongGuesses(tx, mobile, now);
    if (wrong.capped) return { kind: 'capped', retryAfter: wrong.retryAfter };
    const [current] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!current || current.expiresAt <= now) return { kind: 'expired' };
    if (current.attempts >= this.settings.maxAttempts) return { kind: 'locked' };
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.#hash(mobile, purpose, code), 'hex');
    const bound = check.boundTo === undefined || isDeepStrictEqual(current.payload, check.boundTo);
    if (!crypto.timingSafeEqual(expected, given) || !bound) {
      await tx
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, current.id));
      return { kind: 'invalid' };
    }
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, current.id));
    return { kind: 'ok', payload: current.payload };
  }
}

type Refusal = Exclude<VerifyOutcome, { kind: 'ok' }>;

function refusal(outcome: Refusal): AppError {
  switch (outcome.kind) {
    case 'capped':
      return new AppError('OTP_VERIFY_LIMIT', { field: 'otp', retryAfter: outcome.retryAfter });
    case 'expired':
      return new AppError('OTP_EXPIRED', { field: 'otp' });
    case 'locked':
      return new AppError('OTP_LOCKED', { field: 'otp' });
    case 'invalid':
      return new AppError('OTP_INVALID', { field: 'otp' });
  }
}

type VerifyOutcome =
  | { kind: 'ok'; payload: unknown }
  | { kind: 'capped'; retryAfter: number }
  | { kind: 'expired' | 'locked' | 'invalid' };
