import { maskMobile } from '@phonix/shared/handover';
import type { Nomination, Nominee } from '@phonix/shared/privacy-api';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NomineeSessionLookup } from '../../plugins/authenticate.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import type { OtpService } from '../auth/index.ts';
import { digest, randomToken } from '../auth/index.ts';
import { customerContacts } from '../customers/index.ts';
import type { Executor } from './repository.ts';
import { lockLiveSeller } from './service.ts';
import { nomineeSessions, nominees } from './tables.ts';

type NomineeRow = typeof nominees.$inferSelect;

/** A nominee's sign-in lasts this long: enough to download, ask for erasure or raise a grievance. */
export const NOMINEE_SESSION_MINUTES = 30;

/** The nominee as the audit log names them: the nomination, never their number. */
export function nomineeActor(nominationId: number, clientIp: string | null): Actor {
  return { staffId: null, name: `nominee:${nominationId}`, clientIp };
}

/** A number as shown to someone else: its last four digits (the one masking style, handover.ts). */
export { maskMobile };

function present(row: NomineeRow): Nominee {
  return {
    name: row.name,
    mobile: row.mobile,
    state: row.state as Nominee['state'],
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

/**
 * The seller's nominee (issue 24; DPDP Act 2023 section 14). The seller names one (not their own number)
 * with a fresh code to their own number; the nominee proves their number with a code sent to it, which they
 * read out to the seller; the seller removes them with a fresh code again. The nominee then signs in with
 * their own number and a code (a 30-minute session, by number) and acts for each seller who named them: the
 * only id a nominee call takes is a nomination of the session's number, active and of a seller not erased.
 * Every change is audited (the seller as `customer:<id>`, the nominee as `nominee:<nomination id>`).
 */
export class NomineeService implements NomineeSessionLookup {
  constructor(
    private readonly db: Database,
    private readonly deps: { otp: OtpService; now?: () => Date },
  ) {}

  #now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async #currentRow(db: Executor, customerId: number): Promise<NomineeRow | undefined> {
    const [row] = await db
      .select()
      .from(nominees)
      .where(and(eq(nominees.customerId, customerId), ne(nominees.state, 'removed')))
      .orderBy(desc(nominees.id))
      .limit(1);
    return row;
  }

  // The seller's side ------------------------------------------------------------------------------------
  // Each change runs in one transaction under the seller's row lock (service.ts lockLiveSeller), its code
  // checked and used up (OtpService.withCode) and the next code stored and texted in that same transaction:
  // a refusal (a wrong code, a cool-down, an SMS provider down, a state changed meanwhile) stores nothing
  // and leaves the seller's code unused.

  async current(customerId: number): Promise<Nominee | null> {
    const row = await this.#currentRow(this.db, customerId);
    return row ? present(row) : null;
  }

  /** A fresh code to the seller's own number: naming, replacing or removing a nominee needs it. */
  async sendChangeCode(customerId: number, clientIp: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const customer = await lockLiveSeller(tx, customerId);
      const code = await this.deps.otp.store(tx, customer.mobile, 'nominee_change', clientIp);
      await writeAuditEntry(tx, actor, 'privacy.nominee_code_sent', {
        entityType: 'customer',
        entityId: customerId,
        before: null,
        after: null,
      });
      await this.deps.otp.deliver(tx, customer.mobile, 'nominee_change', code);
    });
  }

  /**
   * Names (or replaces) the nominee with the seller's fresh code; the nominee is 'pending' until the code now
   * sent to their number is entered (verify). Refused as a whole when that code cannot be sent (its
   * cool-down or caps, OTP_*; the SMS provider, SMS_UNAVAILABLE).
   */
  async name(
    customerId: number,
    input: { name: string; mobile: string; otp: string },
    clientIp: string,
    actor: Actor,
  ): Promise<Nominee> {
    const now = this.#now();
    const row = await this.deps.otp.withCode(
      async (tx) => {
        const customer = await lockLiveSeller(tx, customerId);
        if (input.mobile === customer.mobile || input.mobile === customer.alternateMobile)
          throw new AppError('NOMINEE_OWN_MOBILE', { field: 'mobile' });
        // Both numbers' locks now, in the one order every sender takes them (OtpService.lockNumbers).
        await this.deps.otp.lockNumbers(tx, clientIp, [customer.mobile, input.mobile]);
        return { mobile: customer.mobile, purpose: 'nominee_change', code: input.otp };
      },
      async (tx) => {
        const replaced = await tx
          .update(nominees)
          .set({ state: 'removed', removedAt: now })
          .where(and(eq(nominees.customerId, customerId), ne(nominees.state, 'removed')))
          .returning({ id: nominees.id });
        const [inserted] = await tx
          .insert(nominees)
          .values({ customerId, name: input.name, mobile: input.mobile, state: 'pending', createdAt: now })
          .returning();
        if (!inserted) throw new Error('the nominee was not stored');
        await writeAuditEntry(tx, actor, 'privacy.nominee_named', {
          entityType: 'nominee',
          entityId: inserted.id,
          before: replaced.length > 0 ? { replaced: replaced.map((entry) => entry.id) } : null,
          after: { name: input.name, mobile: maskMobile(input.mobile) },
        });
        const code = await this.deps.otp.store(tx, input.mobile, 'nominee_verify', clientIp);
        await this.deps.otp.deliver(tx, input.mobile, 'nominee_verify', code);
        return inserted;
      },
    );
    return present(row);
  }

  /** The code the nominee received, as they read it out: the nominee becomes active. */
  async verify(customerId: number, otp: string, actor: Actor): Promise<Nominee> {
    let pending: NomineeRow | undefined;
    const row = await this.deps.otp.withCode(
      async (tx) => {
        await lockLiveSeller(tx, customerId);
        pending = await this.#currentRow(tx, customerId);
        if (pending?.state !== 'pending') throw new AppError('NOMINEE_NOT_PENDING');
        return { mobile: pending.mobile, purpose: 'nominee_verify', code: otp };
      },
      async (tx) => {
        const id = (pending as NomineeRow).id;
        const [updated] = await tx
          .update(nominees)
          .set({ state: 'active', verifiedAt: this.#now() })
          .where(eq(nominees.id, id))
          .returning();
        if (!updated) throw new Error('the nominee vanished under the lock');
        await writeAuditEntry(tx, actor, 'privacy.nominee_verified', {
          entityType: 'nominee',
          entityId: id,
          before: { state: 'pending' },
          after: { state: 'active' },
        });
        return updated;
      },
    );
    return present(row);
  }

  /** Removes the nominee with the seller's fresh code: their calls for this seller stop at once. */
  async remove(customerId: number, otp: string, actor: Actor): Promise<null> {
    let current: NomineeRow | undefined;
    await this.deps.otp.withCode(
      async (tx) => {
        const customer = await lockLiveSeller(tx, customerId);
        current = await this.#currentRow(tx, customerId);
        if (!current) throw new AppError('NOMINEE_NOT_FOUND');
        return { mobile: customer.mobile, purpose: 'nominee_change', code: otp };
      },
      async (tx) => {
        const { id, state } = current as NomineeRow;
        await tx
          .update(nominees)
          .set({ state: 'removed', removedAt: this.#now() })
          .where(eq(nominees.id, id));
        await writeAuditEntry(tx, actor, 'privacy.nominee_removed', {
          entityType: 'nominee',
          entityId: id,
          before: { state },
          after: { state: 'removed' },
        });
      },
    );
    return null;
  }

  // The nominee's side -----------------------------------------------------------------------------------

  /** Active nominations of a number, of sellers not erased. */
  async #activeOf(db: Executor, mobile: string) {
    const named = await db
      .select({
        id: nominees.id,
        customerId: nominees.customerId,
        verifiedAt: nominees.verifiedAt,
        createdAt: nominees.createdAt,
      })
      .from(nominees)
      .where(and(eq(nominees.mobile, mobile), eq(nominees.state, 'active')))
      .orderBy(nominees.id);
    const sellers = new Map(
      (await customerContacts(db, [...new Set(named.map((row) => row.customerId))])).map((row) => [
        row.id,
        row,
      ]),
    );
    return named.flatMap((row) => {
      const seller = sellers.get(row.customerId);
      if (!seller || seller.erasedAt !== null) return [];
      return [{ ...row, sellerName: seller.name, sellerMobile: seller.mobile }];
    });
  }

  async nominations(mobile: string, db: Executor = this.db): Promise<Nomination[]> {
    return (await this.#activeOf(db, mobile)).map((row) => ({
      nomination_id: row.id,
      seller_name: row.sellerName,
      seller_mobile: maskMobile(row.sellerMobile),
      since: (row.verifiedAt ?? row.createdAt).toISOString(),
    }));
  }

  /** The seller a nomination of this number acts for; any other id answers 404, as if it did not exist. */
  async sellerFor(
    mobile: string,
    nominationId: number,
  ): Promise<{ customerId: number; nominationId: number }> {
    const row = (await this.#activeOf(this.db, mobile)).find((entry) => entry.id === nominationId);
    if (!row) throw new AppError('NOMINEE_NOT_FOUND');
    return { customerId: row.customerId, nominationId: row.id };
  }

  /** A sign-in code, only to a number that is an active nominee; the answer is the same either way. */
  async sendLoginCode(mobile: string, clientIp: string): Promise<void> {
    if ((await this.#activeOf(this.db, mobile)).length === 0) return;
    await this.deps.otp.issue(mobile, 'nominee_login', clientIp);
  }

  async signIn(
    mobile: string,
    otp: string,
  ): Promise<{ token: string; expires_at: string; nominations: Nomination[] }> {
    const token = randomToken();
    const expiresAt = new Date(this.#now().getTime() + NOMINEE_SESSION_MINUTES * 60_000);
    // The code is used up only with the session it opens: a number that acts for nobody keeps it.
    const nominations = await this.deps.otp.withCode(
      async () => ({ mobile, purpose: 'nominee_login', code: otp }),
      async (tx) => {
        const active = await this.nominations(mobile, tx);
        if (active.length === 0) throw new AppError('NOMINEE_NOT_FOUND');
        await tx.insert(nomineeSessions).values({ mobile, tokenHash: digest(token), expiresAt });
        for (const nomination of active)
          await writeAuditEntry(
            tx,
            nomineeActor(nomination.nomination_id, null),
            'privacy.nominee_signed_in',
            {
              entityType: 'nominee',
              entityId: nomination.nomination_id,
              before: null,
              after: null,
            },
          );
        return active;
      },
    );
    return { token, expires_at: expiresAt.toISOString(), nominations };
  }

  /** The number a live nominee token belongs to, or null (plugins/authenticate.ts). */
  async nomineeOf(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ mobile: nomineeSessions.mobile })
      .from(nomineeSessions)
      .where(
        and(
          eq(nomineeSessions.tokenHash, digest(token)),
          isNull(nomineeSessions.revokedAt),
          gt(nomineeSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row?.mobile ?? null;
  }

  async signOut(token: string): Promise<void> {
    await this.db
      .update(nomineeSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(nomineeSessions.tokenHash, digest(token)), isNull(nomineeSessions.revokedAt)));
  }
}
