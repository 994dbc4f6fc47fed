import { ERRORS } from '@phonix/shared/errors';
import {
  type PayoutChoice,
  payoutChoiceRequestSchema,
  recordImeiRequestSchema,
} from '@phonix/shared/handover';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, imeiChecks } from '../src/db/schema.ts';
import { ListImeiChecker, SAMPLE_RESTRICTED_IMEIS_FILE } from '../src/modules/handover/imei-checker.ts';
import { receiptContent } from '../src/modules/handover/receipt-repository.ts';
import { HandoverService } from '../src/modules/handover/service.ts';
import { LogPayoutDriver } from '../src/modules/payouts/payout-driver.ts';
import { insertTestOrders, type TestOrder } from './support/handover-fixtures.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let context: TestApp;
let service: HandoverService;
const sms = new RecordingSms();
const PARTNER = 7;
const CLEAR_IMEIS = { imei_1: '490154203237518', imei_2: '356938035643809' };
const UPI: PayoutChoice = { method: 'upi', vpa: '9876543210@ybl' };

beforeAll(async () => {
  context = await createTestApp();
  service = new HandoverService(context.db, {
    imeiChecker: new ListImeiChecker(SAMPLE_RESTRICTED_IMEIS_FILE),
    payouts: new LogPayoutDriver(pino({ enabled: false })),
    sms,
    settings: { otpTtlSeconds: 300, otpMaxAttempts: 3, otpResendCooldownSeconds: 0 },
  });
});
afterAll(() => context.close());

/** Every step up to a verified payout OTP. */
async function readyToPay(order: TestOrder, choice: PayoutChoice = UPI) {
  await readyToSend(order, choice);
  await service.sendPayoutOtp(order.id, order.refNo, order.mobile);
  return service.verifyPayoutOtp(order.id, sms.latestCode(order.mobile));
}

/** Every step before the payout OTP is sent. */
async function readyToSend(order: TestOrder, choice: PayoutChoice = UPI) {
  await service.recordImeis(order.id, PARTNER, recordImeiRequestSchema.parse(CLEAR_IMEIS));
  await service.recordSellerId(order.id, PARTNER, {
    id_type: 'aadhaar',
    id_last_four: '1234',
    name_on_id: 'Ravi Kumar',
  });
  await service.recordWipeChecklist(order.id, PARTNER, {
    backup_offered: true,
    account_removed: true,
    factory_reset: true,
    sim_and_card_removed: true,
  });
  await service.choosePayout(order.id, PARTNER, choice, 'Ravi Kumar');
  await service.setFinalAmount(order.id, PARTNER, order.exactValue, order.exactValue);
}

const facts = (order: TestOrder) => ({
  refNo: order.refNo,
  modelName: order.modelName,
  variantName: order.variantName,
  pickupDate: '2026-11-22',
  pickupTime: '10:00 AM - 12:00 PM',
  city: 'Hyderabad',
  sellerName: 'Ravi Kumar',
  sellerMobile: order.mobile,
  quotedValue: order.exactValue,
  rechecks: [],
});

describe('handover at the doorstep', () => {
  it('runs from IMEI to receipt, keeping only masked personal numbers', async () => {
    const [order] = await insertTestOrders(context.db, 1);
    if (!order) throw new Error('no order');
    await readyToPay(order);
    const otpMessage = sms.sent.at(-1)?.text ?? '';
    // SMS write amounts as 'Rs' (GSM-7, one part) and shorten a masked number's X's to keep DLT's 30 characters.
    expect(otpMessage).toContain('Rs 12,500');
    expect(otpMessage).toContain('UPI XX3210@ybl');
    const paid = await service.releasePayout(order.id, { orderRef: order.refNo, sellerMobile: order.mobile });
    expect(paid.payoutReference).toMatch(/^TEST-UTR-/);
    expect(paid.payoutTest).toBe(true);
    // Asking again answers the same payout.
    expect(
      (await service.releasePayout(order.id, { orderRef: order.refNo, sellerMobile: order.mobile }))
        .payoutReference,
    ).toBe(paid.payoutReference);

    const receipt = await context.db.transaction((tx) => service.complete(tx, order.id, facts(order)));
    const content = receiptContent(receipt);
    expect(content).toMatchObject({
      number: receipt.number,
      seller: {
        name: 'Ravi Kumar',
        id_masked: 'XXXX XXXX 1234',
        mobile_masked: `XXXXXX${order.mobile.slice(-4)}`,
      },
      device: { imeis: ['490154203237518', '356938035643809'] },
      price: { agreed: 12_500, final: 12_500, final_in_words: 'Rupees Twelve Thousand Five Hundred Only' },
      payout: {
        method: 'upi',
        description: 'UPI XXXXXX3210@ybl',
        reference: paid.payoutReference,
        test: true,
      },
      company: { gstin: '36AAJCP7300K1Z9' },
    });

    const [row] = await context.db.select().from(handovers).where(eq(handovers.orderId, order.id));
    expect(row?.completedAt).not.toBeNull();
    expect(row?.payoutOtpHash).toBeNull();
    const atRest = JSON.stringify(row) + JSON.stringify(receipt);
    expect(atRest).not.toContain('9876543210');

    await expect(
      context.db.transaction((tx) => service.complete(tx, order.id, facts(order))),
    ).rejects.toMatchObject({
      code: 'HANDOVER_ALREADY_COMPLETED',
    });
    await expect(
      service.recordSellerId(order.id, PARTNER, { id_type: 'pan', id_last_four: '234F', name_on_id: 'X' }),
    ).rejects.toMatchObject({
      code: 'HANDOVER_ALREADY_COMPLETED',
    });
  });

  it('records a restricted IMEI and stops the handover with the message for the seller', async () => {
    const [order] = await insertTestOrders(context.db, 1);
    if (!order) throw new Error('no order');
    await expect(
      service.recordImeis(
        order.id,
        PARTNER,
        recordImeiRequestSchema.parse({ imei_1: '490154203237518', imei_2: '001010000000024' }),
      ),
    ).rejects.toMatchObject({
      code: 'IMEI_RESTRICTED',
      message: ERRORS.IMEI_RESTRICTED.message,
      field: 'imei_2',
    });
    const checks = await context.db.select().from(imeiChecks).where(eq(imeiChecks.orderId, order.id));
    expect(checks.map((check) => [check.imei, check.status])).toEqual([
      ['490154203237518', 'clear'],
      ['001010000000024', 'restricted'],
    ]);
    const row = await service.find(order.id);
    expect(row?.imeiRestricted).toBe(true);
    await expect(service.sendPayoutOtp(order.id, order.refNo, order.mobile)).rejects.toMatchObject({
      code: 'IMEI_RESTRICTED',
    });
  });

  it('refuses an unknown IFSC and any amount but the agreed price, storing nothing', async () => {
    const [order] = await insertTestOrders(context.db, 1);
    if (!order) throw new Error('no order');
    const bankRequest = {
      method: 'bank',
      account_holder: 'Ravi Kumar',
      account_number: '50100123456789',
      confirm_account_number: '50100123456789',
      ifsc: 'SBIN0999999',
    };
    const bank = payoutChoiceRequestSchema.parse(bankRequest);
    await expect(service.choosePayout(order.id, PARTNER, bank, 'Ravi Kumar')).rejects.toMatchObject({
      code: 'IFSC_UNKNOWN',
      field: 'ifsc',
    });
    for (const amount of [12_501, 12_499, 1])
      await expect(service.setFinalAmount(order.id, PARTNER, amount, 12_500)).rejects.toMatchObject({
        code: 'AMOUNT_NOT_AGREED',
        field: 'final_amount',
        message:
          'The amount paid is the agreed price of ₹12,500. A lower price comes only from a re-check the seller accepts.',
      });
    const row = await service.find(order.id);
    expect(row?.payoutDetails).toBeNull();
    expect(row?.finalAmount).toBeNull();

    const known = await service.choosePayout(
      order.id,
      PARTNER,
      payoutChoiceRequestSchema.parse({ ...bankRequest, ifsc: 'SBIN0000001' }),
      'Ravi Kumar',
    );
    expect(known.payoutDetails).toEqual({
      method: 'bank',
      account_holder: 'Ravi Kumar',
      account_number: 'XXXXXXXXXX6789',
      ifsc: 'SBIN0000001',
      bank_name: 'State Bank of India',
    });
  });

  it('needs every step before the OTP, and the OTP before the payout', async () => {
    const [order] = await insertTestOrders(context.db, 1);
    if (!order) throw new Error('no order');
    await service.recordImeis(order.id, PARTNER, recordImeiRequestSchema.parse(CLEAR_IMEIS));
    await expect(service.sendPayoutOtp(order.id, order.refNo, order.mobile)).rejects.toMatchObject({
      code: 'HANDOVER_INCOMPLETE',
    });
    await expect(
      service.releasePayout(order.id, { orderRef: order.refNo, sellerMobile: order.mobile }),
    ).rejects.toMatchObject({ code: 'HANDOVER_INCOMPLETE' });
    await expect(
      context.db.transaction((tx) => service.complete(tx, order.id, facts(order))),
    ).rejects.toMatchObject({
      code: 'HANDOVER_INCOMPLETE',
    });
  });

  it('refuses a wrong OTP, locks after too many, expires, and is needed again after the amount changes', async () => {
    const [confirmed, order, other] = await insertTestOrders(context.db, 3);
    if (!confirmed || !order || !other) throw new Error('no order');
    // Once the seller confirmed, the amount stays as confirmed (the payout may be with the provider).
    await readyToPay(confirmed);
    await expect(
      service.setFinalAmount(confirmed.id, PARTNER, confirmed.exactValue, confirmed.exactValue),
    ).rejects.toMatchObject({ code: 'PAYOUT_STARTED' });

    // Entering the amount again before that drops the code sent for the old one.
    await readyToSend(order);
    await service.sendPayoutOtp(order.id, order.refNo, order.mobile);
    const before = sms.latestCode(order.mobile);
    await service.setFinalAmount(order.id, PARTNER, order.exactValue, order.exactValue);
    await expect(service.verifyPayoutOtp(order.id, before)).rejects.toMatchObject({ code: 'OTP_EXPIRED' });

    await service.sendPayoutOtp(order.id, order.refNo, order.mobile);
    const code = sms.latestCode(order.mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    await expect(service.verifyPayoutOtp(order.id, wrong)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(service.verifyPayoutOtp(order.id, wrong)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(service.verifyPayoutOtp(order.id, wrong)).rejects.toMatchObject({ code: 'OTP_LOCKED' });
    await expect(service.verifyPayoutOtp(order.id, code)).rejects.toMatchObject({ code: 'OTP_LOCKED' });

    await service.sendPayoutOtp(order.id, order.refNo, order.mobile);
    await context.db
      .update(handovers)
      .set({ payoutOtpExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(handovers.orderId, order.id));
    await expect(service.verifyPayoutOtp(order.id, sms.latestCode(order.mobile))).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });

    // A used code cannot be used twice: the payout it confirmed goes on, nothing else.
    await readyToPay(other);
    await expect(service.verifyPayoutOtp(other.id, sms.latestCode(other.mobile))).rejects.toMatchObject({
      code: 'PAYOUT_STARTED',
    });
  });

  it('pays only the destination the seller approved, and a cheque by its number', async () => {
    const [order, other, chequeOrder] = await insertTestOrders(context.db, 3);
    if (!order || !other || !chequeOrder) throw new Error('no order');
    await readyToPay(order);
    await readyToSend(other, { method: 'upi', vpa: 'someone.else@ybl' });
    // The sealed details of another order (sealed to that order) are no way to pay this one elsewhere.
    const otherSealed = (await service.find(other.id))?.payoutDestinationSealed ?? null;
    expect(otherSealed).not.toBeNull();
    await context.db
      .update(handovers)
      .set({ payoutDestinationSealed: otherSealed })
      .where(eq(handovers.orderId, order.id));
    await expect(
      service.releasePayout(order.id, { orderRef: order.refNo, sellerMobile: order.mobile }),
    ).rejects.toMatchObject({ code: 'PAYOUT_DETAILS_CHANGED' });
    expect((await service.find(order.id))?.payoutReleasedAt).toBeNull();

    await readyToPay(chequeOrder, { method: 'cheque', payee_name: 'Ravi Kumar' });
    await expect(
      service.releasePayout(chequeOrder.id, {
        orderRef: chequeOrder.refNo,
        sellerMobile: chequeOrder.mobile,
        chequeNumber: '12',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'cheque_number' });
    const paid = await service.releasePayout(chequeOrder.id, {
      orderRef: chequeOrder.refNo,
      sellerMobile: chequeOrder.mobile,
      chequeNumber: '004512',
    });
    expect(paid).toMatchObject({
      payoutReference: 'Cheque no. 004512',
      payoutDriver: 'cheque',
      payoutTest: false,
    });
  });
});
