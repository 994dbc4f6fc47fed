import { COMPANY } from '@phonix/shared/company';
import { formatINR } from '@phonix/shared/money';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { formatIndiaDate, formatIndiaDateTime } from '@phonix/shared/pickup';
import PDFDocument from 'pdfkit';

/** PDF's standard fonts have no rupee sign; Indian invoices commonly write "Rs." instead. */
const rupees = (amount: number) => formatINR(amount).replace('₹', 'Rs. ');

/** The purchase invoice of a completed order, as a PDF (pdfkit's built-in Helvetica: no font files needed). */
export function renderInvoice(
  order: SalesOrder,
  customer: { name: string; mobile: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${order.RefNo}`, Author: COMPANY.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const brand = '#0f766e';
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(24).text(COMPANY.name, 50, 50);
  doc
    .fillColor('#334155')
    .font('Helvetica')
    .fontSize(9)
    .text(COMPANY.legalName, 50, 80)
    .text(
      `${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.state} - ${COMPANY.address.pincode}`,
    )
    .text(`${COMPANY.email}  |  ${COMPANY.phone}`);
  doc
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Purchase Invoice', 350, 50, { width: 195, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor('#334155');
  doc.text(`Invoice no. ${order.RefNo}`, 350, 75, { width: 195, align: 'right' });
  doc.text(
    `Date: ${order.final_status_date ? formatIndiaDate(order.final_status_date) : formatIndiaDate(order.TransactionDate)}`,
    { width: 195, align: 'right' },
  );

  doc.moveTo(50, 140).lineTo(545, 140).strokeColor('#e2e8f0').stroke();
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(11).text('Sold by', 50, 155);
  doc.font('Helvetica').fontSize(10).fillColor('#334155').text(customer.name).text(`+91 ${customer.mobile}`);
  doc.text(`${order.Address}, ${order.locality}${order.landmark ? `, ${order.landmark}` : ''}`, {
    width: 240,
  });
  doc.text(`${order.City}, ${order.state} - ${order.ZipCode}`);
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(11).text('Bought by', 320, 155);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#334155')
    .text(COMPANY.legalName, 320)
    .text(COMPANY.address.city, 320);

  const top = 270;
  doc.rect(50, top, 495, 24).fill('#f1f5f9');
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(10);
  doc
    .text('Item', 60, top + 7)
    .text('Order date', 300, top + 7)
    .text('Amount', 445, top + 7, { width: 90, align: 'right' });
  doc.font('Helvetica').fillColor('#334155');
  doc.text(`Used mobile phone: ${order.Model} (${order.VariantInfo.toUpperCase()})`, 60, top + 34, {
    width: 230,
  });
  doc.text(formatIndiaDateTime(order.TransactionDate), 300, top + 34, { width: 140 });
  doc.text(rupees(order.ExactValue), 445, top + 34, { width: 90, align: 'right' });
  doc
    .moveTo(50, top + 70)
    .lineTo(545, top + 70)
    .strokeColor('#e2e8f0')
    .stroke();
  doc.font('Helvetica-Bold').fillColor('#0f172a').fontSize(12);
  doc
    .text('Total paid to seller', 300, top + 82)
    .text(rupees(order.ExactValue), 445, top + 82, { width: 90, align: 'right' });

  doc.font('Helvetica').fontSize(9).fillColor('#64748b');
  doc.text(
    'The seller confirms being the lawful owner of the device and that it is free of any lien. The device was inspected at pickup and the amount above was paid in full.',
    50,
    top + 130,
    { width: 495 },
  );
  doc.text(`Questions? Write to ${COMPANY.email} quoting ${order.RefNo}.`, 50, top + 165);
  doc.end();
  return done;
}
