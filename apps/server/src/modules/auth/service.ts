import type { CheckoutCustomerRequest } from '@phonix/shared/account-api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http.ts';
import {
  type CustomerRow,
  findCustomerByMobile,
  insertCustomer,
  toCustomer,
  updateCustomer,
} from '../customers/repository.ts';
import type { OtpService } from './otp-service.ts';
import { digest, hashPassword, randomToken, verifyPassword } from './secrets.ts';
import type { SessionService } from './session-service.ts';

const NO_ACCOUNT = 'No account found for this mobile number. Please sign up.';
const WRONG_LOGIN = 'Invalid mobile number or password.';
const OTP_SENT = 'We have sent an OTP to your mobile number.';
const RESET_GRANT_MINUTES = 10;

/** Details from the checkout form, applied to the account once its OTP is verified. */
interface CheckoutDetails {
  name: string;
  email: string;
}

/** The login modal's and checkout modal's flows (SPEC 4), on the server. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
  ) {}

  async #logIn(row: CustomerRow, message: string) {
    return {
      success: true as const,
      customer: toCustomer(row),
      token: await this.sessions.create(row.id),
      message,
    };
  }

  /** Step 1 of the login modal. An unverified account gets an OTP, since its next step is the OTP form. */
  async checkExists(mobile: string, clientIp: string) {
    const row = await findCustomerByMobile(this.db, mobile);
    if (!row) return { success: false, message: NO_ACCOUNT };
    if (row.verifiedAt && row.passwordHash) {
      return {
        success: true,
        status: 'verified' as const,
        message: 'Welcome back! Please enter your password.',
      };
    }
    await this.otp.issue(mobile, 'verify', clientIp);
    return { success: true, status: 'unverified' as const, message: OTP_SENT };
  }

  async login(mobile: string, password: string) {
    const row = await findCustomerByMobile(this.db, mobile);
    // The hash is checked even for unknown numbers, so timing does not tell which numbers have accounts.
    const valid = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
    if (!row?.passwordHash || !valid) throw new HttpError(401, WRONG_LOGIN);
    if (!row.verifiedAt) throw new HttpError(403, 'Please verify your mobile number with the OTP we sent.');
    return this.#logIn(row, 'Logged in successfully.');
  }

  async register(input: { mobile: string; name: string; password: string }, clientIp: string) {
    const existing = await findCustomerByMobile(this.db, input.mobile);
    if (existing?.verifiedAt && existing.passwordHash) {
      throw new HttpError(409, 'This mobile number is already registered. Please sign in.');
    }
    const passwordHash = await hashPassword(input.password);
    if (existing) await updateCustomer(this.db, existing.id, { name: input.name, passwordHash });
    else await insertCustomer(this.db, { mobile: input.mobile, name: input.name, passwordHash });
    await this.otp.issue(input.mobile, 'verify', clientIp);
    return { success: true as const, data: input.mobile, message: OTP_SENT };
  }

  /** Login, signup and checkout OTPs: proves the number and opens a session. */
  async verifyOtp(mobile: string, code: string) {
    const row = await findCustomerByMobile(this.db, mobile);
    if (!row) throw notFound(NO_ACCOUNT);
    const payload = (await this.otp.verify(mobile, 'verify', code)) as CheckoutDetails | null;
    const updated = await updateCustomer(this.db, row.id, {
      verifiedAt: row.verifiedAt ?? new Date(),
      // Checkout details only fill what the account does not have yet: an OTP proves the number, not a
      // wish to rename someone else's account.
      ...(payload && !row.name ? { name: payload.name } : {}),
      ...(payload?.email && !row.email ? { email: payload.email } : {}),
    });
    return this.#logIn(updated, 'Logged in successfully.');
  }

  async resendOtp(mobile: string, clientIp: string) {
    const previous = await this.otp.latest(mobile);
    if (!previous) {
      if (!(await findCustomerByMobile(this.db, mobile))) throw notFound(NO_ACCOUNT);
      await this.otp.issue(mobile, 'verify', clientIp);
    } else {
      await this.otp.issue(mobile, previous.purpose, clientIp, previous.payload ?? undefined);
    }
    return { success: true as const, message: 'The OTP has been resent.' };
  }

  async forgotPasswordOtp(mobile: string, clientIp: string) {
    if (!(await findCustomerByMobile(this.db, mobile))) throw notFound(NO_ACCOUNT);
    await this.otp.issue(mobile, 'reset', clientIp);
    return { success: true as const, message: OTP_SENT };
  }

  async forgotPasswordVerify(mobile: string, code: string) {
    const row = await findCustomerByMobile(this.db, mobile);
    if (!row) throw notFound(NO_ACCOUNT);
    await this.otp.verify(mobile, 'reset', code);
    const resetToken = randomToken();
    await this.db.insert(passwordResets).values({
      customerId: row.id,
      tokenHash: digest(resetToken),
      expiresAt: new Date(Date.now() + RESET_GRANT_MINUTES * 60_000),
    });
    return {
      success: true as const,
      customer: { customer_id: row.id },
      reset_token: resetToken,
      message: 'OTP verified. Please set a new password.',
    };
  }

  /** Sets the new password, ends every other session and logs in. */
  async resetPassword(customerId: number, resetToken: string, newPassword: string) {
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
    if (used.length === 0) {
      throw new HttpError(400, 'This password reset has expired. Please request a new OTP.', 'reset_token');
    }
    await this.sessions.revokeAll(customerId);
    const row = await updateCustomer(this.db, customerId, {
      passwordHash: await hashPassword(newPassword),
      verifiedAt: new Date(),
    });
    return this.#logIn(row, 'Your password has been reset.');
  }

  /** The checkout modal's first step: an account for the number if there is none, and an OTP. */
  async checkout(input: CheckoutCustomerRequest, clientIp: string) {
    const existing = await findCustomerByMobile(this.db, input.mobile);
    if (!existing)
      await insertCustomer(this.db, { mobile: input.mobile, name: input.name, email: input.email });
    const details: CheckoutDetails = { name: input.name, email: input.email };
    await this.otp.issue(input.mobile, 'verify', clientIp, details);
    return { success: true as const, message: OTP_SENT };
  }

  async logout(token: string | null) {
    if (token) await this.sessions.revoke(token);
    return { success: true as const, message: 'You have been logged out.' };
  }
}

/** A real argon2id hash of a random string, compared against when the number has no account. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$WNfPTo2mSuhz9Lq4StnwQw$U40DQlWU9gNVCfBNXfzTFUYE1UJijBm047+RqebGud8';
