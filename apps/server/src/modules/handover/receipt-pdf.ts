import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import PDFDocument from 'pdfkit';

/**
 * The purchase receipt as a PDF, drawn only from the stored receipt record (never from the order, which
 * may change later). Text is set in Inter from @fontsource/inter (pdfkit embeds WOFF through fontkit), so
 * the rupee sign prints: it lives in the font's latin-ext file, the rest in the latin one.
 */

const localRequire = createRequire(import.meta.url);
type FontName = 'regular' | 'bold' | 'rupee' | 'rupeeBold';
let fonts: Record<FontName, Buffer> | undefined;

function fontFiles(): Record<FontName, Buffer> {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(localRequire.resolve('@fontsource/inter/package.json')), 'files');
  const read = (file: string) => fs.readFileSync(path.join(dir, file));
  fonts = {
    regular: read('inter-latin-400-normal.woff'),
    bold: read('inter-latin-700-normal.woff'),
    rupee: read('inter-latin-ext-400-normal.woff'),
    rupeeBold: read('inter-latin-ext-700-normal.woff'),
  };
  return fonts;
}

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
  for (const [name, data] of Object.entries(fontFiles())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** An amount with its rupee sign, right-aligned to `right` (the sign comes from the latin-ext font). */
  const amount = (value: number, right: number, y: number, size: number, bold = false) => {
    const [sign, ...rest] = [...formatINR(value)];
    const figures = rest.join('');
    const signWidth = doc
      .font(bold ? 'rupeeBold' : 'rupee')
      .fontSize(size)
      .widthOfString(sign as string);
    const figuresWidth = doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .widthOfString(figures);
    const x = right - signWidth - figuresWidth;
    doc.font(bold ? 'rupeeBold' : 'rupee').text(sign as string, x, y, { lineBreak: false });
    doc.font(bold ? 'bold' : 'regular').text(figures, x + signWidth, y, { lineBreak: false });
  };

  const heading = (title: string, y: number) => {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(BRAND)
      .text(title.toUpperCase(), LEFT, y, { characterSpacing: 0.5 });
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
      doc.font('regular').fontSize(9.5).fillColor(MUTED).text(label, LEFT, top, { width: 150 });
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(INK)
        .text(value, LEFT + 160, top, { width: WIDTH - 160 });
      top = Math.max(doc.y, top + 14) + 4;
    }
    return top;
  };

  // Company and receipt number.
  doc.font('bold').fontSize(22).fillColor(BRAND).text(receipt.company.name, LEFT, 48);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(receipt.company.legal_name, LEFT, 78, { width: 280 })
    .text(receipt.company.address, { width: 280 })
    .text(`GSTIN ${receipt.company.gstin}`, { width: 280 });
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text('Purchase Receipt', 300, 48, { width: 245, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(INK);
  doc.text(`Receipt no. ${receipt.number}`, 300, 72, { width: 245, align: 'right' });
  doc
    .fillColor(MUTED)
    .text(`Date: ${formatIndiaDateTime(receipt.issued_at)}`, { width: 245, align: 'right' });
  doc.text(`Order: ${receipt.order_ref}`, { width: 245, align: 'right' });

  let y = 140;
  if (receipt.payout.test) {
    doc.rect(LEFT, y, WIDTH, 24).fill('#fef2f2');
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b91c1c')
      .text(
        'TEST PAYOUT: made by the development payout driver; no money was transferred.',
        LEFT + 10,
        y + 7,
      );
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
  doc.font('regular').fontSize(10).fillColor(MUTED).text('Agreed price', LEFT, y);
  doc.fillColor(INK);
  amount(receipt.price.agreed, RIGHT, y, 10);
  y += 20;
  doc.font('bold').fontSize(12).fillColor(INK).text('Amount paid to the seller', LEFT, y);
  amount(receipt.price.final, RIGHT, y, 12, true);
  y += 20;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(receipt.price.final_in_words, LEFT, y, { width: WIDTH });
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
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(`Confirmed with the seller on ${formatIndiaDateTime(receipt.data_wipe.confirmed_at)}:`, LEFT, y, {
      width: WIDTH,
    });
  for (const item of receipt.data_wipe.items)
    doc.text(`•  ${item.label}`, LEFT + 10, doc.y + 2, { width: WIDTH - 10 });
  y = doc.y + 16;

  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'The seller confirms being the lawful owner of the device, that it is free of any loan or lien, and that its data was erased with their consent. The device was inspected at pickup and the amount above was paid as stated. This receipt was issued when the order was completed and is not changed by later changes to the order.',
      LEFT,
      y,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
