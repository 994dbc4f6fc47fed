import type { Nomination, Nominee } from '@phonix/shared/privacy-api';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, nomineeSessions, nominees } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NomineeSessionLookup } from '../../plugins/authenticate.ts';
import { type Actor, writeAuditEntry } from '../audit/audit.ts';
import type { OtpService } from '../auth/otp-service.ts';
import { digest, randomToken } from '../auth/secrets.ts';
import { customerRow } from './repository.ts';

type NomineeRow = typeof nominees.$inferSelect;

/** A nominee's sign-in lasts this long: enough to download, ask for erasure or raise a grievance. */
export const NOMINEE_SESSION_MINUTES = 30;

/** The nominee as the audit log names them: the nomination, never their number. */
export function nomineeActor(nominationId: number, clientIp: string | null): Actor {
  return { staffId: null, name: `nominee:${nominationId}`, clientIp };
}

/** A number as shown to someone else: its last four digits. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : 'XXXX';
}

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

  async #seller(customerId: number) {
    const customer = await customerRow(this.db, customerId);
    if (!customer || customer.erasedAt) throw new AppError('CUSTOMER_NOT_FOUND');
    return customer;
  }

  async #currentRow(customerId: number): Promise<NomineeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(nominees)
      .where(and(eq(nominees.customerId, customerId), ne(nominees.state, 'removed')))
      .orderBy(desc(nominees.id))
      .limit(1);
    return row;
  }

  // The seller's side ------------------------------------------------------------------------------------

  async current(customerId: number): Promise<Nominee | null> {
    const row = await this.#currentRow(customerId);
    return row ? present(row) : null;
  }

  /** A fresh code to the seller's own number: naming, replacing or removing a nominee needs it. */
  async sendChangeCode(customerId: number, clientIp: string, actor: Actor): Promise<void> {
    const customer = await this.#seller(customerId);
    await this.deps.otp.issue(customer.mobile, 'nominee_change', clientIp);
    await this.db.transaction((tx) =>
      writeAuditEntry(tx, actor, 'privacy.nominee_code_sent', {
        entityType: 'customer',
        entityId: customerId,
        before: null,
        after: null,
      }),
    );
  }

  /**
   * Names (or replaces) the nominee with the seller's fresh code; the nominee is 'pending' until the code now
   * sent to their number is entered (verify).
   */
  async name(
    customerId: number,
    input: { name: string; mobile: string; otp: string },
    clientIp: string,
    actor: Actor,
  ): Promise<Nominee> {
    const customer = await this.#seller(customerId);
    if (input.mobile === customer.mobile || input.mobile === customer.alternateMobile)
      throw new AppError('NOMINEE_OWN_MOBILE', { field: 'mobile' });
    await this.deps.otp.verify(customer.mobile, 'nominee_change', input.otp);
    const now = this.#now();
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from customers where id = ${customerId} for update`);
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
      return inserted;
    });
    await this.deps.otp.issue(input.mobile, 'nominee_verify', clientIp);
    return present(row);
  }

  /** The code the nominee received, as they read it out: the nominee becomes active. */
  async verify(customerId: number, otp: string, actor: Actor): Promise<Nominee> {
    await this.#seller(customerId);
    const pending = await this.#currentRow(customerId);
    if (pending?.state !== 'pending') throw new AppError('NOMINEE_NOT_PENDING');
    await this.deps.otp.verify(pending.mobile, 'nominee_verify', otp);
    const now = this.#now();
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(nominees)
        .set({ state: 'active', verifiedAt: now })
        .where(and(eq(nominees.id, pending.id), eq(nominees.state, 'pending')))
        .returning();
      if (!updated) throw new AppError('NOMINEE_NOT_PENDING');
      await writeAuditEntry(tx, actor, 'privacy.nominee_verified', {
        entityType: 'nominee',
        entityId: pending.id,
        before: { state: 'pending' },
        after: { state: 'active' },
      });
      return updated;
    });
    return present(row);
  }

  /** Removes the nominee with the seller's fresh code: their calls for this seller stop at once. */
  async remove(customerId: number, otp: string, actor: Actor): Promise<null> {
    const customer = await this.#seller(customerId);
    const current = await this.#currentRow(customerId);
    if (!current) throw new AppError('NOMINEE_NOT_FOUND');
    await this.deps.otp.verify(customer.mobile, 'nominee_change', otp);
    await this.db.transaction(async (tx) => {
      await tx
        .update(nominees)
        .set({ state: 'removed', removedAt: this.#now() })
        .where(eq(nominees.id, current.id));
      await writeAuditEntry(tx, actor, 'privacy.nominee_removed', {
        entityType: 'nominee',
        entityId: current.id,
        before: { state: current.state },
        after: { state: 'removed' },
      });
    });
    return null;
  }

  // The nominee's side -----------------------------------------------------------------------------------

  /** Active nominations of a number, of sellers not erased. */
  async #activeOf(mobile: string) {
    return this.db
      .select({
        id: nominees.id,
        customerId: nominees.customerId,
        verifiedAt: nominees.verifiedAt,
        createdAt: nominees.createdAt,
        sellerName: customers.name,
        sellerMobile: customers.mobile,
      })
      .from(nominees)
      .innerJoin(customers, eq(customers.id, nominees.customerId))
      .where(and(eq(nominees.mobile, mobile), eq(nominees.state, 'active'), isNull(customers.erasedAt)))
      .orderBy(nominees.id);
  }

  async nominations(mobile: string): Promise<Nomination[]> {
    return (await this.#activeOf(mobile)).map((row) => ({
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
    const row = (await this.#activeOf(mobile)).find((entry) => entry.id === nominationId);
    if (!row) throw new AppError('NOMINEE_NOT_FOUND');
    return { customerId: row.customerId, nominationId: row.id };
  }

  /** A sign-in code, only to a number that is an active nominee; the answer is the same either way. */
  async sendLoginCode(mobile: string, clientIp: string): Promise<void> {
    if ((await this.#activeOf(mobile)).length === 0) return;
    await this.deps.otp.issue(mobile, 'nominee_login', clientIp);
  }

  async signIn(
    mobile: string,
    otp: string,
  ): Promise<{ token: string; expires_at: string; nominations: Nomination[] }> {
    await this.deps.otp.verify(mobile, 'nominee_login', otp);
    const nominations = await this.nominations(mobile);
    if (nominations.length === 0) throw new AppError('NOMINEE_NOT_FOUND');
    const token = randomToken();
    const expiresAt = new Date(this.#now().getTime() + NOMINEE_SESSION_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await tx.insert(nomineeSessions).values({ mobile, tokenHash: digest(token), expiresAt });
      for (const nomination of nominations)
        await writeAuditEntry(tx, nomineeActor(nomination.nomination_id, null), 'privacy.nominee_signed_in', {
          entityType: 'nominee',
          entityId: nomination.nomination_id,
          before: null,
          after: null,
        });
    });
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
