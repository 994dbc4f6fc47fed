import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { glyphTexts, registerPdfFonts, textRuns, writeText } from './pdf-text.ts';

const points = (text: string) => Array.from(text, (char) => char.codePointAt(0) as number);
const asText = (groups: number[][]) => groups.map((group) => String.fromCodePoint(...group));

describe('which font draws each piece of PDF text', () => {
  it('keeps English in Inter, with the rupee sign from its latin-ext file', () => {
    expect(textRuns('Amount ₹12,500', 'regular')).toEqual([
      { font: 'latin-regular', text: 'Amount ' },
      { font: 'latinExt-regular', text: '₹' },
      { font: 'latin-regular', text: '12,500' },
    ]);
  });

  it('draws Hindi and Telugu in their Noto fonts; spaces stay in the run, digits and commas go to Inter', () => {
    expect(textRuns('मकान नंबर 12, गांधी नगर', 'bold')).toEqual([
      { font: 'devanagari-bold', text: 'मकान नंबर ' },
      { font: 'latin-bold', text: '12, ' },
      { font: 'devanagari-bold', text: 'गांधी नगर' },
    ]);
    expect(textRuns('Name: శ్రీనివాస్ (Hyderabad)', 'regular')).toEqual([
      { font: 'latin-regular', text: 'Name: ' },
      { font: 'telugu-regular', text: 'శ్రీనివాస్ ' },
      { font: 'latin-regular', text: '(Hyderabad)' },
    ]);
  });
});

/** The page's content stream of a one-line document (uncompressed). */
async function contentOf(text: string, options: PDFKit.Mixins.TextOptions): Promise<string> {
  const doc = new PDFDocument({ compress: false });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  writeText(doc, text, 'bold', { x: 50, y: 50 }, options);
  doc.end();
  return done;
}

describe('letter spacing', () => {
  it('spaces Latin headings as asked, never Hindi or Telugu letters', async () => {
    expect(await contentOf('SELLER', { characterSpacing: 0.5 })).toContain('0.5 Tc');
    expect(await contentOf('विक्रेता', { characterSpacing: 0.5 })).not.toContain('0.5 Tc');
    expect(await contentOf('అమ్మేవారు', { characterSpacing: 0.5 })).not.toContain('0.5 Tc');
  });
});

describe('PDF text that reads back as typed', () => {
  it('gives a reordered syllable its letters in typed order across its glyphs', () => {
    // fontkit shapes "శ్రీ" as the glyph శీ then the subscript ్ర; Hindi "कि" as ि then क.
    expect(asText(glyphTexts([points('శీ'), points('్ర'), points('ని')], points('శ్రీని')))).toEqual([
      'శ్',
      'రీ',
      'ని',
    ]);
    expect(asText(glyphTexts([points('ि'), points('क'), points('त')], points('कित')))).toEqual([
      'क',
      'ि',
      'त',
    ]);
  });

  it('leaves glyphs in typed order as they are, and one it cannot account for with its own letters', () => {
    expect(asText(glyphTexts([points('श्र'), points('ी')], points('श्री')))).toEqual(['श्र', 'ी']);
    expect(asText(glyphTexts([points('◌'), points('ि')], points('ि')))).toEqual(['◌', 'ि']);
  });
});
