import { numberInWords } from '@phonix/shared/amount-in-words';
import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaMoment } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import PDFDocument from 'pdfkit';
import { m } from '../../lib/messages.ts';
import { registerPdfFonts, widthOfText, writeText } from '../../lib/pdf-text.ts';
import { pickupSlotText } from '../../lib/pickup-slot-text.ts';
import { describePayoutIn, idLabelIn, wipeLabelIn } from './receipt-words.ts';

/**
 * The purchase receipt as a PDF, drawn only from the stored receipt record (never from the order, which
 * may change later). Every text goes through `lib/pdf-text.ts`, which picks the font that has its glyphs
 * (Inter for Latin and the rupee sign, Noto Sans Devanagari and Noto Sans Telugu for Hindi and Telugu) and
 * embeds only the fonts and glyphs used.
 *
 * Written in the seller's language (DR 145): labels and headings from the receipt_* messages, amounts with
 * formatINR and dates with the locale formatters of that language, the amount in words in it (Hindi and
 * Telugu words; English prints the stored line). The record itself holds codes and the English it was
 * written with, so English receipts read exactly as before and any language can be drawn from it later.
 */

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#0f766e';
const RULE = '#e2e8f0';
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;

export function renderReceiptPdf(receipt: PurchaseReceiptContent, locale: Locale = 'en'): Promise<Buffer> {
  const t = { locale };
  /** A moment as date and time in the receipt's language ('November 22nd, 2026, 11:00 AM' in English). */
  const moment = (value: string) =>
    locale === 'en' ? formatIndiaDateTime(value) : formatIndiaMoment(value, 'dateTime', locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: m.receipt_document_title({ number: receipt.number }, t),
      Author: receipt.company.legal_name,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** An amount with its rupee sign, right-aligned to `right`. */
  const amount = (value: number, right: number, y: number, size: number, bold = false) => {
    const weight = bold ? 'bold' : 'regular';
    const figures = formatINR(value, locale);
    const x = right - widthOfText(doc, figures, size, weight);
    doc.fontSize(size);
    writeText(doc, figures, weight, { x, y }, { lineBreak: false });
  };

  const heading = (title: string, y: number) => {
    doc.fontSize(11).fillColor(BRAND);
    writeText(doc, title.toUpperCase(), 'bold', { x: LEFT, y }, { characterSpacing: 0.5 });
    doc
      .moveTo(LEFT, y + 16)
      .lineTo(RIGHT, y + 16)
      .strokeColor(RULE)
      .stroke();
    return y + 24;
  };
  /** Label and value rows; answers the y below them. */
  const rows = (entries: [string, string][], y: number) => {
    let top = y;
    for (const [label, value] of entries) {
      doc.fontSize(9.5).fillColor(MUTED);
      writeText(doc, label, 'regular', { x: LEFT, y: top }, { width: 150 });
      doc.fontSize(10).fillColor(INK);
      writeText(doc, value, 'regular', { x: LEFT + 160, y: top }, { width: WIDTH - 160 });
      top = Math.max(doc.y, top + 14) + 4;
    }
    return top;
  };

  // Company and receipt number.
  doc.fontSize(22).fillColor(BRAND);
  writeText(doc, receipt.company.name, 'bold', { x: LEFT, y: 48 });
  doc.fontSize(9).fillColor(MUTED);
  writeText(doc, receipt.company.legal_name, 'regular', { x: LEFT, y: 78 }, { width: 280 });
  writeText(doc, receipt.company.address, 'regular', {}, { width: 280 });
  writeText(doc, `GSTIN ${receipt.company.gstin}`, 'regular', {}, { width: 280 });
  // Right-aligned by measuring each line (its runs may be in two fonts, which pdfkit cannot align as one).
  const rightLine = (text: string, weight: 'regular' | 'bold', size: number, top: number) => {
    doc.fontSize(size);
    writeText(
      doc,
      text,
      weight,
      { x: RIGHT - widthOfText(doc, text, size, weight), y: top },
      { lineBreak: false },
    );
    return top + doc.currentLineHeight();
  };
  doc.fillColor(INK);
  rightLine(m.receipt_title({}, t), 'bold', 15, 48);
  let top = rightLine(m.receipt_number({ number: receipt.number }, t), 'regular', 10, 72);
  doc.fillColor(MUTED);
  top = rightLine(m.receipt_date({ date: moment(receipt.issued_at) }, t), 'regular', 10, top);
  rightLine(m.receipt_order({ ref: receipt.order_ref }, t), 'regular', 10, top);

  let y = 140;
  if (receipt.payout.test) {
    doc.rect(LEFT, y, WIDTH, 24).fill('#fef2f2');
    doc.fontSize(10).fillColor('#b91c1c');
    writeText(doc, m.receipt_test_payout({}, t), 'bold', {
      x: LEFT + 10,
      y: y + 7,
    });
    y += 36;
  }

  y = heading(m.receipt_heading_seller({}, t), y);
  const idLabel = idLabelIn(receipt.seller.id_type, receipt.seller.id_label, locale);
  y = rows(
    [
      [m.receipt_name({}, t), receipt.seller.name],
      [m.receipt_mobile({}, t), receipt.seller.mobile_masked],
      [m.receipt_id({}, t), `${idLabel} ${receipt.seller.id_masked}`],
      [m.receipt_name_on_id({}, t), receipt.seller.name_on_id],
    ],
    y,
  );

  y = heading(m.receipt_heading_device({}, t), y + 8);
  y = rows(
    [
      [m.receipt_model({}, t), `${receipt.device.model} (${receipt.device.variant})`],
      ...receipt.device.imeis.map((imei, index): [string, string] => [
        receipt.device.imeis.length > 1
          ? m.receipt_imei_numbered({ number: String(index + 1) }, t)
          : m.receipt_imei({}, t),
        imei,
      ]),
      [
        m.receipt_imei_check({}, t),
        m.receipt_imei_check_clear(
          { driver: receipt.imei_check.driver, reference: receipt.imei_check.reference },
          t,
        ),
      ],
    ],
    y,
  );

  y = heading(m.receipt_heading_price({}, t), y + 8);
  // Issue 31: the online quote, each change the doorstep re-check made and its cost, then what was agreed.
  if (receipt.price.quoted !== undefined) {
    doc.fontSize(10).fillColor(MUTED);
    writeText(doc, m.receipt_quoted_price({}, t), 'regular', { x: LEFT, y });
    doc.fillColor(INK);
    amount(receipt.price.quoted, RIGHT, y, 10);
    y += 18;
    for (const change of receipt.price.rechecks ?? []) {
      doc.fontSize(9).fillColor(MUTED);
      const line = m.receipt_recheck_change(
        { question: change.question, declared: change.declared, found: change.found },
        t,
      );
      writeText(doc, line, 'regular', { x: LEFT + 10, y }, { width: WIDTH - 110 });
      const next = doc.y;
      doc.fillColor(INK);
      const sign = change.price_effect > 0 ? '+' : change.price_effect < 0 ? '−' : '';
      const figures = `${sign}${formatINR(Math.abs(change.price_effect), locale)}`;
      doc.fontSize(9);
      writeText(
        doc,
        figures,
        'regular',
        { x: RIGHT - widthOfText(doc, figures, 9, 'regular'), y },
        { lineBreak: false },
      );
      y = Math.max(next, y + 14) + 4;
    }
  }
  doc.fontSize(10).fillColor(MUTED);
  writeText(doc, m.receipt_agreed_price({}, t), 'regular', { x: LEFT, y });
  doc.fillColor(INK);
  amount(receipt.price.agreed, RIGHT, y, 10);
  y += 20;
  doc.fontSize(12).fillColor(INK);
  writeText(doc, m.receipt_amount_paid({}, t), 'bold', { x: LEFT, y });
  amount(receipt.price.final, RIGHT, y, 12, true);
  y += 20;
  doc.fontSize(10).fillColor(INK);
  const inWords =
    locale === 'en'
      ? receipt.price.final_in_words
      : m.receipt_amount_in_words({ words: numberInWords(receipt.price.final, locale) }, t);
  writeText(doc, inWords, 'regular', { x: LEFT, y }, { width: WIDTH });
  y = doc.y + 12;

  y = heading(m.receipt_heading_payment({}, t), y);
  const paidBy =
    locale === 'en' ? receipt.payout.description : describePayoutIn(receipt.payout.details, locale);
  y = rows(
    [
      [m.receipt_paid_by({}, t), paidBy],
      [m.receipt_payment_reference({}, t), receipt.payout.reference],
      // When the handover was completed (the receipt is issued in that same transaction), not the slot
      // booked: the executive may come earlier or later. The slot follows as what was booked.
      [m.receipt_picked_up({}, t), `${moment(receipt.issued_at)}, ${receipt.pickup.city}`],
      [m.receipt_booked_slot({}, t), pickupSlotText(receipt.pickup.date, receipt.pickup.slot, locale)],
    ],
    y,
  );

  y = heading(m.receipt_heading_wipe({}, t), y + 8);
  doc.fontSize(10).fillColor(INK);
  writeText(
    doc,
    m.receipt_wipe_confirmed({ date: moment(receipt.data_wipe.confirmed_at) }, t),
    'regular',
    { x: LEFT, y },
    { width: WIDTH },
  );
  for (const item of receipt.data_wipe.items)
    writeText(
      doc,
      `•  ${wipeLabelIn(item.code, item.label, locale)}`,
      'regular',
      {
        x: LEFT + 10,
        y: doc.y + 2,
      },
      { width: WIDTH - 10 },
    );
  y = doc.y + 16;

  doc.fontSize(8.5).fillColor(MUTED);
  writeText(doc, m.receipt_declaration({}, t), 'regular', { x: LEFT, y }, { width: WIDTH });
  doc.end();
  return done;
}
