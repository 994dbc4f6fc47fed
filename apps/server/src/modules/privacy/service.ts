import { maskMobile } from '@phonix/shared/console-api';
import { addDays, indiaDay } from '@phonix/shared/india-time';
import type {
  ConsentPurpose,
  ConsentState,
  Grievance,
  KeptRecord,
  PrivacySummary,
  StaffGrievance,
} from '@phonix/shared/privacy-api';
import { CURRENT_PRIVACY_NOTICE, GRIEVANCE_ANSWER_DAYS } from '@phonix/shared/privacy-notice';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataHook } from '../../lib/personal-data.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import type { OtpPurpose, OtpService, SessionService } from '../auth/index.ts';
import { customerContacts, customerRow, lockCustomerRow } from '../customers/index.ts';
import { customerOrderByRef, openOrderRefs, refNosByIds } from '../orders/index.ts';
import { type Executor, enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { partnerContacts } from '../partners/index.ts';
import type { WhatsAppConsents } from '../whatsapp/index.ts';
import { heldAbout, partnerNames, recipientsOf } from './data-export.ts';
import { eraseCustomer, keptFor } from './erasure.ts';
import { checkNoticeVersion, recordNoticeAcceptance } from './notice-acceptance.ts';
import {
  type GrievanceRow,
  type GrievanceUpdateRow,
  grievancesOf,
  insertPurposeConsent,
  latestAcceptance,
  latestPurposeConsent,
  updatesOf,
} from './repository.ts';
import { grievances, grievanceUpdates, nominees } from './tables.ts';

/**
 * The seller's row, locked (customers' lockCustomerRow), when the account still exists: an erased one
 * answers ACCOUNT_ERASED (the loser of two erasures sent at once, or of an erasure and anything else).
 */
export async function lockLiveSeller(tx: Transaction, customerId: number) {
  const customer = await lockCustomerRow(tx, customerId);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  if (customer.erasedAt) throw new AppError('ACCOUNT_ERASED');
  return customer;
}

/** The seller as the audit log names them (no staff member; never their number). */
export function sellerActor(customerId: number, clientIp: string | null): Actor {
  return { staffId: null, name: `customer:${customerId}`, clientIp };
}

/**
 * The privacy notice a sign-up accepts (modules/auth/service.ts SignupNotice, handed in by app.ts): checked
 * before the code goes out, recorded as the seller's own acceptance once the number is proved.
 */
export const signupNotice = {
  check: checkNoticeVersion,
  record: (tx: Transaction, customerId: number, version: string) =>
    recordNoticeAcceptance(tx, customerId, version, sellerActor(customerId, null)),
};

/**
 * The seller's privacy rights (issue 24): the notice accepted, the optional consents (WhatsApp's records
 * are the WhatsApp module's), the data download, erasure and grievances. Every method takes the signed-in
 * seller's id only; every change is audited.
 */
export class PrivacyService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      whatsapp: WhatsAppConsents;
      otp: OtpService;
      sessions: SessionService;
      /** Every module's part of a seller's data (src/personal-data.ts), for the download and the erasure. */
      personalData: readonly PersonalDataHook[];
      now?: () => Date;
      /** Who is e-mailed about each new grievance (TEAM_EMAIL); none in tests that build the service alone. */
      teamEmail?: string;
      outbox?: OutboxListener;
    },
  ) {}

  #now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async #audit(
    actor: Actor,
    action: string,
    entityType: string,
    entityId: number | string | null,
    after: unknown,
  ) {
    await this.db.transaction((tx) =>
      writeAuditEntry(tx, actor, action, { entityType, entityId, before: null, after }),
    );
  }

  async consents(customerId: number): Promise<ConsentState[]> {
    const whatsapp = await this.deps.whatsapp.read(customerId);
    const sms = await latestPurposeConsent(this.db, customerId, 'sms_offers');
    return [
      {
        purpose: 'whatsapp',
        opted_in: whatsapp.opted_in,
        at: whatsapp.at,
        notice_version: whatsapp.notice_version,
      },
      {
        purpose: 'sms_offers',
        opted_in: sms?.optedIn ?? false,
        at: sms?.recordedAt.toISOString() ?? null,
        notice_version: sms?.noticeVersion ?? null,
      },
    ];
  }

  async summary(customerId: number): Promise<PrivacySummary> {
    const accepted = await latestAcceptance(this.db, customerId);
    const open = await openOrderRefs(this.db, customerId);
    const own = await grievancesOf(this.db, customerId);
    return {
      notice: {
        current_version: CURRENT_PRIVACY_NOTICE.version,
        effective: CURRENT_PRIVACY_NOTICE.effective,
        accepted: accepted
          ? { version: accepted.version, accepted_at: accepted.acceptedAt.toISOString() }
          : null,
        up_to_date: accepted?.version === CURRENT_PRIVACY_NOTICE.version,
      },
      consents: await this.consents(customerId),
      rights: {
        open_orders: open.length,
        can_erase: open.length === 0,
        open_grievances: own.filter((row) => row.state !== 'closed').length,
      },
    };
  }

  async acceptNotice(customerId: number, version: string, actor: Actor): Promise<PrivacySummary> {
    checkNoticeVersion(version);
    await this.db.transaction((tx) => recordNoticeAcceptance(tx, customerId, version, actor));
    return this.summary(customerId);
  }

  /**
   * Turns one optional purpose on or off: a new record with the time and the notice version. Orders in
   * progress are untouched (their updates go by SMS when WhatsApp is off; offers are never order messages).
   */
  async setConsent(
    customerId: number,
    purpose: ConsentPurpose,
    optedIn: boolean,
    text: string | undefined,
    actor: Actor,
  ): Promise<ConsentState[]> {
    const words = (text ?? '').trim();
    if (optedIn && words === '') throw new AppError('CONSENT_TEXT_REQUIRED', { field: 'text' });
    if (purpose === 'whatsapp') {
      if (optedIn) await this.deps.whatsapp.optIn(customerId, 'privacy', words);
      else await this.deps.whatsapp.optOut(customerId, 'privacy', words);
    } else {
      await insertPurposeConsent(this.db, {
        customerId,
        purpose,
        optedIn,
        text: words,
        noticeVersion: CURRENT_PRIVACY_NOTICE.version,
      });
    }
    await this.#audit(
      actor,
      optedIn ? 'privacy.consent_given' : 'privacy.consent_withdrawn',
      'customer',
      customerId,
      {
        purpose,
        notice_version: CURRENT_PRIVACY_NOTICE.version,
      },
    );
    return this.consents(customerId);
  }

  /** Every optional purpose off in one call (only those on get a new record). */
  async withdrawAll(customerId: number, actor: Actor): Promise<ConsentState[]> {
    for (const consent of await this.consents(customerId)) {
      if (consent.opted_in) await this.setConsent(customerId, consent.purpose, false, undefined, actor);
    }
    return this.consents(customerId);
  }

  async download(customerId: number, actor: Actor) {
    const customer = await customerRow(this.db, customerId);
    if (!customer || customer.erasedAt) throw new AppError('CUSTOMER_NOT_FOUND');
    const held = await heldAbout(this.db, this.deps.personalData, customerId);
    const recipients = recipientsOf(held, await partnerNames(this.db, held));
    const kept = await keptFor(this.db, customer.mobile, indiaDay(this.#now()));
    await this.#audit(actor, 'privacy.data_downloaded', 'customer', customerId, null);
    return {
      generated_at: this.#now().toISOString(),
      notice_version: CURRENT_PRIVACY_NOTICE.version,
      held,
      recipients,
      kept,
    };
  }

  /** ERASURE_ORDER_OPEN while an order has not ended (read in the caller's transaction, under the seller's lock). */
  async #refuseWhileOpen(tx: Transaction, customerId: number) {
    const open = await openOrderRefs(tx, customerId);
    if (open.length > 0)
      throw new AppError('ERASURE_ORDER_OPEN', {
        message: `Your account can be erased once your open orders have ended (${open.join(', ')}). Please cancel or complete them first.`,
      });
  }

  /**
   * A fresh code confirming the erasure: to the seller's number, or (`nominee`) to their nominee's when the
   * nominee asks for it, bound to that nomination (it erases no other seller who named the same number).
   * Checked, stored, audited and texted in one transaction under the seller's lock: a refusal (an open order,
   * the code's cool-down, the SMS provider down) leaves nothing behind.
   */
  async sendErasureCode(
    customerId: number,
    clientIp: string,
    actor: Actor,
    nominee?: { mobile: string; nominationId: number },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const customer = await lockLiveSeller(tx, customerId);
      if (nominee) await this.#refuseUnlessNominee(tx, customerId, nominee);
      await this.#refuseWhileOpen(tx, customerId);
      const mobile = nominee?.mobile ?? customer.mobile;
      const purpose: OtpPurpose = nominee ? 'nominee_erasure' : 'erasure';
      const code = await this.deps.otp.store(tx, mobile, purpose, clientIp, erasureCodeBinding(nominee));
      await writeAuditEntry(tx, actor, 'privacy.erasure_code_sent', {
        entityType: 'customer',
        entityId: customerId,
        before: null,
        after: null,
      });
      await this.deps.otp.deliver(tx, mobile, purpose, code);
    });
  }

  /** NOMINEE_NOT_FOUND unless the nomination is still this number's, active, for this seller. */
  async #refuseUnlessNominee(
    tx: Transaction,
    customerId: number,
    nominee: { mobile: string; nominationId: number },
  ) {
    const [row] = await tx
      .select({ id: nominees.id })
      .from(nominees)
      .where(
        and(
          eq(nominees.id, nominee.nominationId),
          eq(nominees.customerId, customerId),
          eq(nominees.mobile, nominee.mobile),
          eq(nominees.state, 'active'),
        ),
      );
    if (!row) throw new AppError('NOMINEE_NOT_FOUND');
  }

  /**
   * Erases the account with a fresh code (the seller's, or the nominee's for their nomination); answers what
   * is kept, why and until when. One erasure per account, whoever asks and whichever process takes it: the
   * account's state, its open orders and the code are checked inside the erasing transaction under the
   * seller's row lock, so of two erasures sent at once the second finds the account erased
   * (ACCOUNT_ERASED) and changes nothing, its code unused.
   */
  async erase(
    customerId: number,
    code: string,
    actor: Actor,
    nominee?: { mobile: string; nominationId: number },
  ): Promise<KeptRecord[]> {
    let mobile = '';
    const now = this.#now();
    const receipts = await this.deps.otp.withCode(
      async (tx) => {
        const customer = await lockLiveSeller(tx, customerId);
        if (nominee) await this.#refuseUnlessNominee(tx, customerId, nominee);
        await this.#refuseWhileOpen(tx, customerId);
        mobile = customer.mobile;
        return nominee
          ? { mobile: nominee.mobile, purpose: 'nominee_erasure', code, boundTo: erasureCodeBinding(nominee) }
          : { mobile: customer.mobile, purpose: 'erasure', code };
      },
      async (tx) => {
        const kept = await eraseCustomer(tx, this.deps.personalData, customerId, now);
        await writeAuditEntry(tx, actor, 'privacy.erased', {
          entityType: 'customer',
          entityId: customerId,
          before: null,
          after: { receipts_kept: kept },
        });
        return kept;
      },
    );
    await this.deps.sessions.revokeAll(customerId);
    return receipts > 0 ? keptFor(this.db, mobile, indiaDay(now)) : [];
  }

  // Grievances ------------------------------------------------------------------------------------------

  #present(row: GrievanceRow, updates: GrievanceUpdateRow[], refs: Map<number, string>): Grievance {
    return {
      number: row.number,
      order_ref: row.orderId ? (refs.get(row.orderId) ?? null) : null,
      subject: row.subject,
      message: row.message,
      state: row.state as Grievance['state'],
      created_at: row.createdAt.toISOString(),
      due: row.dueDay,
      raised_by: raisedBy(row),
      updates: updates
        .filter((update) => update.grievanceId === row.id)
        .map((update) => ({
          at: update.at.toISOString(),
          by: update.by as Grievance['updates'][number]['by'],
          state: update.state as Grievance['state'],
          message: update.message,
        })),
    };
  }

  async #presentAll(rows: GrievanceRow[]): Promise<Grievance[]> {
    const updates = await updatesOf(
      this.db,
      rows.map((row) => row.id),
    );
    const refs = await refNosByIds(
      this.db,
      rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
    );
    return rows.map((row) => this.#present(row, updates, refs));
  }

  async grievances(customerId: number): Promise<Grievance[]> {
    return this.#presentAll(await grievancesOf(this.db, customerId));
  }

  /** A seller's grievance, raised by them or (`nomineeId`) by their nominee on their behalf. */
  async raiseGrievance(
    customerId: number,
    input: { order_ref?: string | undefined; subject: string; message: string },
    actor: Actor,
    nomineeId?: number,
  ): Promise<Grievance> {
    const order = input.order_ref
      ? await customerOrderByRef(this.db, customerId, input.order_ref)
      : undefined;
    if (input.order_ref && !order) throw new AppError('ORDER_NOT_FOUND', { field: 'order_ref' });
    return this.#insertGrievance(
      { customerId, nomineeId: nomineeId ?? null, partnerId: null, orderId: order?.id ?? null },
      { subject: input.subject, message: input.message, orderRef: order?.refNo ?? null },
      actor,
    );
  }

  /** A partner's grievance about its own data (the portal): the same queue, answered within 90 days. */
  async raisePartnerGrievance(
    partnerId: number,
    input: { subject: string; message: string },
    actor: Actor,
  ): Promise<Grievance> {
    return this.#insertGrievance(
      { customerId: null, nomineeId: null, partnerId, orderId: null },
      { ...input, orderRef: null },
      actor,
    );
  }

  async partnerGrievances(partnerId: number): Promise<Grievance[]> {
    return this.#presentAll(
      await this.db
        .select()
        .from(grievances)
        .where(eq(grievances.partnerId, partnerId))
        .orderBy(desc(grievances.id)),
    );
  }

  async #insertGrievance(
    who: {
      customerId: number | null;
      nomineeId: number | null;
      partnerId: number | null;
      orderId: number | null;
    },
    input: { subject: string; message: string; orderRef: string | null },
    actor: Actor,
  ): Promise<Grievance> {
    const now = this.#now();
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(grievances)
        .values({
          number: `pending-${who.customerId ?? `p${who.partnerId}`}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
          ...who,
          subject: input.subject,
          message: input.message,
          state: 'open',
          dueDay: addDays(indiaDay(now), GRIEVANCE_ANSWER_DAYS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('the grievance was not stored');
      const [numbered] = await tx
        .update(grievances)
        .set({ number: grievanceNumber(inserted.id) })
        .where(eq(grievances.id, inserted.id))
        .returning();
      await writeAuditEntry(tx, actor, 'grievance.raised', {
        entityType: 'grievance',
        entityId: inserted.id,
        before: null,
        after: { number: grievanceNumber(inserted.id), order_ref: input.orderRef },
      });
      // The Grievance Officer hears of it at once: one team e-mail per grievance, written with it.
      if (this.deps.teamEmail) {
        const [raiser] = await this.#raisers(tx, [numbered ?? inserted]);
        await enqueue(tx, [
          message(
            'email',
            this.deps.teamEmail,
            'grievance_raised_team',
            {
              id: inserted.id,
              number: grievanceNumber(inserted.id),
              raised_by: raisedBy(inserted),
              raiser_name: raiser?.name ?? '',
              on_behalf_of: raiser?.on_behalf_of ?? null,
              subject: input.subject,
              message: input.message,
              order_ref: input.orderRef,
              due: inserted.dueDay,
            },
            {
              dedupeKey: `grievance:${inserted.id}:team`,
              ...(who.orderId !== null ? { orderId: who.orderId } : {}),
            },
          ),
        ]);
      }
      return numbered ?? inserted;
    });
    this.deps.outbox?.nudge();
    const [grievance] = await this.#presentAll([row]);
    if (!grievance) throw new Error('the grievance vanished');
    return grievance;
  }

  /** The officer's queue: not closed, least time left first (then oldest). */
  async queue(): Promise<StaffGrievance[]> {
    const rows = await this.db
      .select()
      .from(grievances)
      .where(ne(grievances.state, 'closed'))
      .orderBy(grievances.dueDay, grievances.id);
    return this.#presentStaff(rows);
  }

  /** Grievances as the officer sees them: days left and who raised them (name, masked mobile). */
  async #presentStaff(rows: GrievanceRow[]): Promise<StaffGrievance[]> {
    const today = indiaDay(this.#now());
    const raisers = await this.#raisers(this.db, rows);
    return (await this.#presentAll(rows)).map((grievance, index) => ({
      ...grievance,
      id: (rows[index] as GrievanceRow).id,
      days_left: daysBetween(today, grievance.due),
      raiser: raisers[index] ?? { name: '', mobile: '', on_behalf_of: null, partner_id: null },
    }));
  }

  /** Who raised each grievance: the partner's shop, the nominee (for the seller), or the seller. */
  async #raisers(db: Executor, rows: GrievanceRow[]): Promise<StaffGrievance['raiser'][]> {
    const ids = (pick: (row: GrievanceRow) => number | null) => [
      ...new Set(rows.flatMap((row) => (pick(row) === null ? [] : [pick(row) as number]))),
    ];
    const customerIds = ids((row) => row.customerId);
    const nomineeIds = ids((row) => row.nomineeId);
    const partnerIds = ids((row) => row.partnerId);
    const sellers = new Map((await customerContacts(db, customerIds)).map((row) => [row.id, row]));
    const proxies = new Map(
      (nomineeIds.length === 0
        ? []
        : await db
            .select({ id: nominees.id, name: nominees.name, mobile: nominees.mobile })
            .from(nominees)
            .where(inArray(nominees.id, nomineeIds))
      ).map((row) => [row.id, row]),
    );
    const shops = new Map(
      (await partnerContacts(db, partnerIds)).map((row) => [
        row.id,
        { id: row.id, shop: row.shopName, owner: row.ownerName, mobile: row.mobile },
      ]),
    );
    return rows.map((row) => {
      const shop = row.partnerId === null ? undefined : shops.get(row.partnerId);
      if (shop)
        return {
          name: `${shop.shop} (${shop.owner})`,
          mobile: maskMobile(shop.mobile),
          on_behalf_of: null,
          partner_id: shop.id,
        };
      const seller = row.customerId === null ? undefined : sellers.get(row.customerId);
      const sellerName = seller ? (seller.erasedAt ? 'Erased account' : seller.name) : '';
      const nominee = row.nomineeId === null ? undefined : proxies.get(row.nomineeId);
      if (nominee)
        return {
          name: nominee.name,
          mobile: maskMobile(nominee.mobile),
          on_behalf_of: sellerName,
          partner_id: null,
        };
      return {
        name: sellerName,
        mobile: seller && !seller.erasedAt ? maskMobile(seller.mobile) : '',
        on_behalf_of: null,
        partner_id: null,
      };
    });
  }

  /** The officer's reply: a new update, the state changed, audited, and the seller told by SMS (outbox). */
  async reply(
    grievanceId: number,
    input: { message: string; state?: 'answered' | 'closed' | undefined },
    officer: { id: number },
    actor: Actor,
  ): Promise<StaffGrievance> {
    const now = this.#now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(grievances).where(eq(grievances.id, grievanceId)).for('update');
      if (!row) throw new AppError('GRIEVANCE_NOT_FOUND');
      if (row.state === 'closed') throw new AppError('GRIEVANCE_CLOSED');
      const customer = row.customerId === null ? undefined : await customerRow(tx, row.customerId);
      // A reply without a state keeps the grievance's state (a question back to the raiser, say).
      const state = input.state ?? row.state;
      await tx.insert(grievanceUpdates).values({
        grievanceId,
        by: 'officer',
        staffId: officer.id,
        state,
        message: input.message,
        at: now,
      });
      await tx.update(grievances).set({ state, updatedAt: now }).where(eq(grievances.id, grievanceId));
      await writeAuditEntry(tx, actor, 'grievance.reply', {
        entityType: 'grievance',
        entityId: grievanceId,
        before: { state: row.state },
        after: { state, message: input.message },
      });
      const updates = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(grievanceUpdates)
        .where(and(eq(grievanceUpdates.grievanceId, grievanceId), inArray(grievanceUpdates.by, ['officer'])));
      const dedupeKey = `grievance:${grievanceId}:update:${updates[0]?.n ?? 0}`;
      // The reply goes to whoever raised it: the partner, the seller's nominee, or the seller.
      if (row.partnerId !== null) {
        const [shop] = await partnerContacts(tx, [row.partnerId]);
        if (shop)
          await enqueue(tx, [
            message('sms', shop.mobile, 'grievance_updated_partner', { number: row.number }, { dedupeKey }),
          ]);
      } else if (customer && !customer.erasedAt) {
        const [nominee] =
          row.nomineeId === null
            ? []
            : await tx
                .select({ mobile: nominees.mobile })
                .from(nominees)
                .where(and(eq(nominees.id, row.nomineeId), eq(nominees.state, 'active')));
        await enqueue(tx, [
          message(
            'sms',
            nominee?.mobile ?? customer.mobile,
            'grievance_updated_seller',
            { number: row.number, state },
            { dedupeKey },
          ),
        ]);
      }
    });
    const item = (await this.queueItem(grievanceId)) ?? undefined;
    if (!item) throw new AppError('GRIEVANCE_NOT_FOUND');
    return item;
  }

  async queueItem(grievanceId: number): Promise<StaffGrievance | undefined> {
    const rows = await this.db.select().from(grievances).where(eq(grievances.id, grievanceId));
    const [grievance] = await this.#presentStaff(rows);
    return grievance;
  }
}

/** What a nominee's erasure code is issued for (its payload): one nomination; the seller's own code: nothing. */
function erasureCodeBinding(nominee: { nominationId: number } | undefined) {
  return nominee ? { nomination_id: nominee.nominationId } : undefined;
}

/** Who raised a grievance: a partner about its own data, a nominee on the seller's behalf, or the seller. */
function raisedBy(row: Pick<GrievanceRow, 'partnerId' | 'nomineeId'>): Grievance['raised_by'] {
  return row.partnerId !== null ? 'partner' : row.nomineeId !== null ? 'nominee' : 'seller';
}

export function grievanceNumber(id: number): string {
  return `GR-${String(id).padStart(6, '0')}`;
}

/** Whole India days from `from` to `to` (negative when `to` has passed). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
