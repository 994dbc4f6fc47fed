import type { CheckoutCustomerRequest } from '@phonix/shared/account-api';
import type { Locale } from '@phonix/shared/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type CustomerRow,
  findCustomerByMobile,
  insertCustomer,
  updateCustomer,
} from '../customers/index.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { OtpService } from './otp-service.ts';
import { digest, hashPassword, randomToken, verifyPassword } from './secrets.ts';
import type { SessionService } from './session-service.ts';
import { passwordResets } from './tables.ts';

const RESET_GRANT_MINUTES = 10;

/**
 * What a sign-up code carries, applied to the account once its OTP is verified: the checkout form's details,
 * and the privacy notice version the sign-up dialog showed (recorded as accepted by the number's owner).
 */
interface SignupDetails {
  name?: string;
  email?: string;
  notice_version?: string;
}

/**
 * The privacy notice a sign-up accepts: its rules and its record are the privacy module's, handed in by
 * app.ts (privacy's `signupNotice`), so the sign-in imports nothing of privacy, which builds on it.
 */
export interface SignupNotice {
  /** Refuses a version that may not be accepted now (unknown, or not the current one). */
  check(version: string): void;
  /** Records the account's owner accepting it, with its audit entry, in the caller's transaction. */
  record(tx: Transaction, customerId: number, version: string): Promise<void>;
}

/** A customer who has just proved who they are, and the new session's bearer token. */
export interface LoggedIn {
  customer: CustomerRow;
  token: string;
}

/** Where the login modal goes after step 1 (SPEC 4): no account, a password to ask, or an OTP sent. */
export type AccountState = 'none' | 'verified' | 'unverified';

/** The login modal's and checkout modal's flows (SPEC 4), on the server. */
export class AuthService {
  readonly #throttle: LoginThrottle;

  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly notice: SignupNotice,
    now: () => Date = () => new Date(),
  ) {
    this.#throttle = new LoginThrottle(db, now);
  }

  /** The notice version a sign-up accepts, checked before its code goes out; absent when none was shown. */
  #noticeOf(version: string | undefined): Pick<SignupDetails, 'notice_version'> {
    if (version === undefined) return {};
    this.notice.check(version);
    return { notice_version: version };
  }

  async #logIn(row: CustomerRow): Promise<LoggedIn> {
    return { customer: row, token: await this.sessions.create(row.id) };
  }

  async #existing(mobile: string): Promise<CustomerRow> {
    const row = await findCustomerByMobile(this.db, mobile);
    if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
    return row;
  }

  /** Step 1 of the login modal. An unverified account gets an OTP, since its next step is the OTP form. */
  async checkExists(mobile: string, clientIp: string, language?: Locale): Promise<AccountState> {
    const row = await findCustomerByMobile(this.db, mobile);
    if (!row) return 'none';
    if (row.verifiedAt && row.passwordHash) return 'verified';
    await this.otp.issue(mobile, 'verify', clientIp, undefined, language);
    return 'unverified';
  }

  async login(mobile: string, password: string): Promise<LoggedIn> {
    const row = await findCustomerByMobile(this.db, mobile);
    // Counted per account before the check, so guesses from many addresses share one budget.
    if (row?.passwordHash) await this.#throttle.claim(row.id);
    // The hash is checked even for unknown numbers, so timing does not tell which numbers have accounts.
    const valid = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
    if (!row?.passwordHash || !valid) throw new AppError('WRONG_PASSWORD');
    await this.#throttle.succeeded(row.id);
    if (!row.verifiedAt) throw new AppError('ACCOUNT_NOT_VERIFIED');
    return this.#logIn(row);
  }

  /**
   * Sign-up: the account (or its new name and password, while unverified) in the page's language, and an OTP
   * to the number in that language.
   */
  async register(
    input: {
      mobile: string;
      name: string;
      password: string;
      language?: Locale | undefined;
      notice_version?: string | undefined;
    },
    clientIp: string,
  ): Promise<void> {
    const details = this.#noticeOf(input.notice_version);
    const existing = await findCustomerByMobile(this.db, input.mobile);
    if (existing?.verifiedAt && existing.passwordHash) throw new AppError('ACCOUNT_EXISTS');
    const passwordHash = await hashPassword(input.password);
    const language = input.language ? { language: input.language } : {};
    if (existing) await updateCustomer(this.db, existing.id, { name: input.name, passwordHash, ...language });
    else await insertCustomer(this.db, { mobile: input.mobile, name: input.name, passwordHash, ...language });
    await this.otp.issue(
      input.mobile,
      'verify',
      clientIp,
      details.notice_version ? details : undefined,
      input.language,
    );
  }

  /**
   * Login, signup and checkout OTPs: proves the number and opens a session. The first proof finishes the
   * sign-up: the page's language, when named, becomes the account's (issue 32); a verified account keeps its
   * own (the profile and the switcher change it).
   */
  async verifyOtp(mobile: string, code: string, language?: Locale): Promise<LoggedIn> {
    const row = await this.#existing(mobile);
    const payload = (await this.otp.verify(mobile, 'verify', code)) as SignupDetails | null;
    const updated = await updateCustomer(this.db, row.id, {
      verifiedAt: row.verifiedAt ?? new Date(),
      ...(language && !row.verifiedAt ? { language } : {}),
      // Checkout details only fill what the account does not have yet: an OTP proves the number, not a
      // wish to rename someone else's account.
      ...(payload?.name && !row.name ? { name: payload.name } : {}),
      ...(payload?.email && !row.email ? { email: payload.email } : {}),
    });
    const accepted = payload?.notice_version;
    if (accepted) await this.db.transaction((tx) => this.notice.record(tx, row.id, accepted));
    return this.#logIn(updated);
  }

  async resendOtp(mobile: string, clientIp: string, language?: Locale): Promise<void> {
    const previous = await this.otp.latest(mobile);
    if (!previous) {
      await this.#existing(mobile);
      await this.otp.issue(mobile, 'verify', clientIp, undefined, language);
    } else {
      await this.otp.issue(mobile, previous.purpose, clientIp, previous.payload ?? undefined, language);
    }
  }

  async forgotPasswordOtp(mobile: string, clientIp: string, language?: Locale): Promise<void> {
    await this.#existing(mobile);
    await this.otp.issue(mobile, 'reset', clientIp, undefined, language);
  }

  /** A verified reset OTP: a single-use grant to set a new password. */
  async forgotPasswordVerify(
    mobile: string,
    code: string,
  ): Promise<{ customerId: number; resetToken: string }> {
    const row = await this.#existing(mobile);
    await this.otp.verify(mobile, 'reset', code);
    const resetToken = randomToken();
    await this.db.insert(passwordResets).values({
      customerId: row.id,
      tokenHash: digest(resetToken),
      expiresAt: new Date(Date.now() + RESET_GRANT_MINUTES * 60_000),
    });
    return { customerId: row.id, resetToken };
  }

  /** Sets the new password, ends every other session and logs in. */
  async resetPassword(customerId: number, resetToken: string, newPassword: string): Promise<LoggedIn> {
    const used = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(resetToken)),
          eq(passwordResets.customerId, customerId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw new AppError('RESET_EXPIRED', { field: 'reset_token' });
    await this.sessions.revokeAll(customerId);
    await this.#throttle.succeeded(customerId);
    const row = await updateCustomer(this.db, customerId, {
      passwordHash: await hashPassword(newPassword),
      verifiedAt: new Date(),
    });
    return this.#logIn(row);
  }

  /**
   * The checkout modal's first step: an account for the number if there is none (in the page's language), and
   * an OTP in that language.
   */
  async checkout(input: CheckoutCustomerRequest, clientIp: string): Promise<void> {
    const details: SignupDetails = {
      name: input.name,
      email: input.email,
      ...this.#noticeOf(input.notice_version),
    };
    const existing = await findCustomerByMobile(this.db, input.mobile);
    if (!existing)
      await insertCustomer(this.db, {
        mobile: input.mobile,
        name: input.name,
        email: input.email,
        ...(input.language ? { language: input.language } : {}),
      });
    await this.otp.issue(input.mobile, 'verify', clientIp, details, input.language);
  }

  async logout(token: string | null): Promise<void> {
    if (token) await this.sessions.revoke(token);
  }

  /** "Log out everywhere": ends every session of the customer, this one included. */
  async logoutEverywhere(customerId: number): Promise<void> {
    await this.sessions.revokeAll(customerId);
  }
}

/** A real argon2id hash of a random string, compared against when the number has no account. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$WNfPTo2mSuhz9Lq4StnwQw$U40DQlWU9gNVCfBNXfzTFUYE1UJijBm047+RqebGud8';
