import { amountInWords } from '@phonix/shared/amount-in-words';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf.ts';

const receipt: PurchaseReceiptContent = {
  version: 1,
  number: 'PX/2026-27/000123',
  financial_year: '2026-27',
  issued_at: '2026-11-22T05:30:00.000Z',
  order_ref: 'PX4K7Q2M9A1B',
  seller: {
    name: 'Ravi Kumar',
    mobile_masked: 'XXXXXX3210',
    id_type: 'aadhaar',
    id_label: 'Aadhaar',
    id_masked: 'XXXX XXXX 1234',
    name_on_id: 'Ravi Kumar',
  },
  device: {
    model: 'Apple iPhone 13',
    variant: '4 GB / 128 GB',
    imeis: ['490154203237518', '356938035643809'],
  },
  imei_check: { driver: 'manual', status: 'clear', reference: 'KYM reply 22-11-2026 10:42' },
  price: { agreed: 13_000, final: 12_500, final_in_words: amountInWords(12_500) },
  payout: {
    method: 'upi',
    description: 'UPI XXXXXX3210@ybl',
    details: { method: 'upi', vpa: 'XXXXXX3210@ybl' },
    reference: '412345678901',
    test: false,
  },
  pickup: { date: '2026-11-22', slot: '10:00 AM - 12:00 PM', city: 'Hyderabad' },
  company: {
    name: 'Phonix',
    legal_name: 'Phonix Technologies Private Limited',
    address: '4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana - 500081',
    gstin: '36AAJCP7300K1Z9',
  },
  data_wipe: {
    confirmed_at: '2026-11-22T05:20:00.000Z',
    items: [
      { code: 'backup_offered', label: 'Backup offered' },
      { code: 'factory_reset', label: 'Factory reset done' },
    ],
  },
};

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The names of the fonts a PDF embeds (`/BaseFont /ABCDEF+Inter-Regular`). */
function embeddedFonts(pdf: Buffer): string[] {
  return [
    ...new Set(
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map(
        (match) => match[1] as string,
      ),
    ),
  ];
}

describe('purchase receipt PDF', () => {
  it('prints the record: number, IMEIs, the amount in figures with ₹ and in words, the payout reference', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Purchase Receipt',
      'Receipt no. PX/2026-27/000123',
      '490154203237518',
      '356938035643809',
      '₹12,500',
      '₹13,000',
      'Rupees Twelve Thousand Five Hundred Only',
      '412345678901',
      'UPI XXXXXX3210@ybl',
      'Aadhaar XXXX XXXX 1234',
      'XXXXXX3210',
      'GSTIN 36AAJCP7300K1Z9',
      'Phonix Technologies Private Limited',
      'November 22nd, 2026, 10:00 AM - 12:00 PM',
      'Factory reset done',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('TEST PAYOUT');
  });

  it('says when the phone was picked up: the completion, the booked slot beside it', async () => {
    // Booked for the 22nd, 10 AM - 12 PM; the executive came a day early and completed at 4:15 PM.
    const text = await pdfText(await renderReceiptPdf({ ...receipt, issued_at: '2026-11-21T10:45:00.000Z' }));
    const pickedUp = text.split('\n').find((line) => line.startsWith('Picked up'));
    expect(pickedUp).toBe(`Picked up ${formatIndiaDateTime('2026-11-21T10:45:00.000Z')}, Hyderabad`);
    expect(pickedUp).toContain('November 21st, 2026');
    expect(pickedUp).toContain('4:15');
    const booked = text.split('\n').find((line) => line.startsWith('Booked slot'));
    expect(booked).toBe('Booked slot November 22nd, 2026, 10:00 AM - 12:00 PM');
  });

  it('prints a Telugu name and a Hindi address as typed ("శ్రీ" included), each in a font that has its glyphs', async () => {
    const seller = 'శ్రీనివాస్';
    // The receipt prints no seller's address (a partner's copy must not keep it, docs/decisions/076): the
    // address it prints is the company's, which a Hindi receipt gives in Hindi.
    const address = 'मकान नंबर 12, गांधी नगर, किशनगढ़';
    const started = performance.now();
    const pdf = await renderReceiptPdf({
      ...receipt,
      seller: { ...receipt.seller, name: seller, name_on_id: 'స్త్రీ శక్తి' },
      company: { ...receipt.company, address },
    });
    const renderMs = performance.now() - started;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Read back glyph by glyph as a PDF reader does (pdf.js); the gap between label and value may come out
    // as a tab, so white space is compared as one space.
    const lines = (await pdfText(pdf)).split('\n').map((row) => row.replace(/\s+/g, ' '));
    expect(lines).toContain(`Name ${seller}`);
    expect(lines).toContain('Name on ID స్త్రీ శక్తి');
    expect(lines).toContain(address);
    const text = lines.join('\n');
    // Both Indian fonts are embedded (as subsets), beside Inter; the amounts still read with their ₹.
    const fonts = embeddedFonts(pdf);
    expect(fonts.some((name) => name.includes('NotoSansTelugu'))).toBe(true);
    expect(fonts.some((name) => name.includes('NotoSansDevanagari'))).toBe(true);
    expect(text).toContain('₹12,500');
    expect(renderMs).toBeLessThan(5_000);
    // And a reader draws the page with those fonts without an error.
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const shot = await parser.getScreenshot({ scale: 1, partial: [1], imageDataUrl: false });
      expect(shot.pages[0]?.data.byteLength).toBeGreaterThan(10_000);
    } finally {
      await parser.destroy();
    }
  });

  it('embeds no Indian font in a receipt without Hindi or Telugu', async () => {
    const fonts = embeddedFonts(await renderReceiptPdf(receipt));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((name) => name.includes('Inter'))).toBe(true);
  });

  it('marks a payout of the development driver as a test', async () => {
    const text = await pdfText(
      await renderReceiptPdf({
        ...receipt,
        payout: { ...receipt.payout, reference: 'TEST-UTR-0A1B2C3D4E5F', test: true },
      }),
    );
    expect(text).toContain('TEST PAYOUT');
    expect(text).toContain('TEST-UTR-0A1B2C3D4E5F');
  });

  /**
   * A PDF's text as pdf.js reads it, without white space: it reads glyph by glyph and puts spaces, even line
   * breaks, inside Telugu and Hindi words where a vowel sign sits above or before its letter ("పే\nరు"),
   * while the letters themselves come back as typed (lib/pdf-text.ts).
   */
  const lettersOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, '');
  const letters = (text: string) => text.replace(/\s+/g, '');

  it("is written in the seller's language: Telugu labels, dates, the amount in Telugu words (DR 145)", async () => {
    const pdf = await renderReceiptPdf(receipt, 'te');
    const text = await lettersOf(pdf);
    for (const expected of [
      'కొనుగోలు రసీదు',
      'రసీదు నం. PX/2026-27/000123',
      'ఆర్డర్: PX4K7Q2M9A1B',
      'అమ్మకందారు పేరు Ravi Kumar',
      'గుర్తింపు కార్డు ఆధార్ XXXX XXXX 1234',
      'మోడల్ Apple iPhone 13 (4 GB / 128 GB)',
      'IMEI నంబర్ 1 490154203237518',
      'ఒప్పుకున్న ధర ₹13,000',
      'అమ్మకందారుకు చెల్లించిన మొత్తం ₹12,500',
      'పన్నెండు వేల ఐదు వందల రూపాయలు మాత్రమే',
      'పేమెంట్ విధానం UPI ఐడీ XXXXXX3210@ybl',
      // The month in full and the time of day first, in words (issue 32).
      'తేదీ: 22 నవంబర్, 2026, ఉదయం 11:00',
      'బుక్ చేసిన సమయం 22 నవంబర్, 2026, ఉదయం 10 - మధ్యాహ్నం 12',
      'డేటా డిలీట్',
      'ఫ్యాక్టరీ రీసెట్ చేశారు',
    ])
      expect(text, expected).toContain(letters(expected));
    // Nothing of the English layout is left: no English label, month or amount in words.
    for (const english of [
      'PurchaseReceipt',
      'Seller',
      'Agreedprice',
      'November',
      'Rupees',
      'Datawipe',
      'Factory',
    ])
      expect(text).not.toContain(english);
    expect(embeddedFonts(pdf).some((name) => name.includes('NotoSansTelugu'))).toBe(true);
  });

  it('is written in Hindi for a seller who chose Hindi', async () => {
    const text = await lettersOf(await renderReceiptPdf(receipt, 'hi'));
    for (const expected of [
      'खरीद रसीद',
      'तारीख: 22 नवंबर 2026, सुबह 11:00',
      'तय कीमत ₹13,000',
      'बारह हज़ार पांच सौ रुपये मात्र',
      'पहचान पत्र आधार XXXX XXXX 1234',
      'बुक किया गया समय 22 नवंबर 2026, सुबह 10 - दोपहर 12',
    ])
      expect(text, expected).toContain(letters(expected));
    expect(text).not.toContain('Rupees');
  });
});
