import { formatINR } from '@phonix/shared/money';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import PDFDocument from 'pdfkit';
import { registerPdfFonts, widthOfText, writeText } from '../../lib/pdf-text.ts';

/**
 * The purchase receipt as a PDF, drawn only from the stored receipt record (never from the order, which
 * may change later). Every text goes through `lib/pdf-text.ts`, which picks the font that has its glyphs
 * (Inter for Latin and the rupee sign, Noto Sans Devanagari and Noto Sans Telugu for Hindi and Telugu) and
 * embeds only the fonts and glyphs used.
 */

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#0f766e';
const RULE = '#e2e8f0';
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;

export function renderReceiptPdf(receipt: PurchaseReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Purchase receipt ${receipt.number}`, Author: receipt.company.legal_name },
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
    const figures = formatINR(value);
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
  doc.fontSize(15).fillColor(INK);
  writeText(doc, 'Purchase Receipt', 'bold', { x: 300, y: 48 }, { width: 245, align: 'right' });
  doc.fontSize(10).fillColor(INK);
  writeText(
    doc,
    `Receipt no. ${receipt.number}`,
    'regular',
    { x: 300, y: 72 },
    { width: 245, align: 'right' },
  );
  doc.fillColor(MUTED);
  writeText(
    doc,
    `Date: ${formatIndiaDateTime(receipt.issued_at)}`,
    'regular',
    {},
    { width: 245, align: 'right' },
  );
  writeText(doc, `Order: ${receipt.order_ref}`, 'regular', {}, { width: 245, align: 'right' });

  let y = 140;
  if (receipt.payout.test) {
    doc.rect(LEFT, y, WIDTH, 24).fill('#fef2f2');
    doc.fontSize(10).fillColor('#b91c1c');
    writeText(doc, 'TEST PAYOUT: made by the development payout driver; no money was transferred.', 'bold', {
      x: LEFT + 10,
      y: y + 7,
    });
    y += 36;
  }

  y = heading('Seller', y);
  y = rows(
    [
      ['Name', receipt.seller.name],
      ['Mobile', receipt.seller.mobile_masked],
      ['ID', `${receipt.seller.id_label} ${receipt.seller.id_masked}`],
      ['Name on ID', receipt.seller.name_on_id],
    ],
    y,
  );

  y = heading('Device', y + 8);
  y = rows(
    [
      ['Model', `${receipt.device.model} (${receipt.device.variant})`],
      ...receipt.device.imeis.map((imei, index): [string, string] => [
        receipt.device.imeis.length > 1 ? `IMEI ${index + 1}` : 'IMEI',
        imei,
      ]),
      [
        'IMEI check',
        `Not on the restricted list (${receipt.imei_check.driver} check: ${receipt.imei_check.reference})`,
      ],
    ],
    y,
  );

  y = heading('Price', y + 8);
  doc.fontSize(10).fillColor(MUTED);
  writeText(doc, 'Agreed price', 'regular', { x: LEFT, y });
  doc.fillColor(INK);
  amount(receipt.price.agreed, RIGHT, y, 10);
  y += 20;
  doc.fontSize(12).fillColor(INK);
  writeText(doc, 'Amount paid to the seller', 'bold', { x: LEFT, y });
  amount(receipt.price.final, RIGHT, y, 12, true);
  y += 20;
  doc.fontSize(10).fillColor(INK);
  writeText(doc, receipt.price.final_in_words, 'regular', { x: LEFT, y }, { width: WIDTH });
  y = doc.y + 12;

  y = heading('Payment', y);
  y = rows(
    [
      ['Paid by', receipt.payout.description],
      ['Payment reference', receipt.payout.reference],
      // When the handover was completed (the receipt is issued in that same transaction), not the slot
      // booked: the executive may come earlier or later. The slot follows as what was booked.
      ['Picked up', `${formatIndiaDateTime(receipt.issued_at)}, ${receipt.pickup.city}`],
      ['Booked slot', `${formatIndiaDate(receipt.pickup.date)}, ${receipt.pickup.slot}`],
    ],
    y,
  );

  y = heading('Data wipe', y + 8);
  doc.fontSize(10).fillColor(INK);
  writeText(
    doc,
    `Confirmed with the seller on ${formatIndiaDateTime(receipt.data_wipe.confirmed_at)}:`,
    'regular',
    { x: LEFT, y },
    { width: WIDTH },
  );
  for (const item of receipt.data_wipe.items)
    writeText(doc, `•  ${item.label}`, 'regular', { x: LEFT + 10, y: doc.y + 2 }, { width: WIDTH - 10 });
  y = doc.y + 16;

  doc.fontSize(8.5).fillColor(MUTED);
  writeText(
    doc,
    'The seller confirms being the lawful owner of the device, that it is free of any loan or lien, and that its data was erased with their consent. The device was inspected at pickup and the amount above was paid as stated. This receipt was issued when the order was completed and is not changed by later changes to the order.',
    'regular',
    { x: LEFT, y },
    { width: WIDTH },
  );
  doc.end();
  return done;
}
