// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PrivacyData } from '../api/privacy.ts';
import { type DataDocumentWords, escapeHtml, renderDataDocument } from './data-document.ts';

const data: PrivacyData = {
  success: true,
  generated_at: '2026-11-27T10:00:00.000Z',
  notice_version: '2026-11-27.1',
  held: {
    customers: [{ id: 7, mobile: '9876543210', name: '<script>alert(1)</script>', meta: { a: 1 } }],
    addresses: [],
    orders: [
      { ref_no: 'PHX-1', amount: 12000 },
      { ref_no: 'PHX-2', amount: null },
    ],
  },
  recipients: [{ kind: 'sms_provider', name: 'SMS provider', data: ['mobile'], orders: ['PHX-1'] }],
  kept: [
    {
      code: 'purchaseReceipt',
      what: 'Purchase receipts',
      why: 'Tax',
      source: 'Rule 6F',
      until: '2034-03-31',
      references: ['PHX-1'],
    },
  ],
};

const words: DataDocumentWords = {
  lang: 'en',
  title: 'Everything we hold',
  generated: 'Gathered today',
  heldTitle: 'What we hold',
  kind: 'Kind',
  count: 'Records',
  none: 'None',
  recipientsTitle: 'Who received your data',
  recipientsNone: 'Nobody',
  keptTitle: 'What we keep',
  kindLabel: (table) => `Kind:${table}`,
  recipient: (recipient) => ({ who: recipient.name, data: 'Mobile', orders: recipient.orders.join(', ') }),
  kept: (record) => ({ what: record.what, why: record.why, until: record.until }),
};

describe('the readable copy of the data download', () => {
  const html = renderDataDocument(data, words);

  it('holds every record of every table, with its values', () => {
    expect(html).toContain('9876543210');
    expect(html).toContain('PHX-2');
    expect(html).toContain('<h2>Kind:orders (2)</h2>');
    expect(html).toContain('<h2>Kind:addresses (0)</h2>');
    expect(html).toContain('{&quot;a&quot;:1}');
    expect(html).toContain('<td>—</td>');
    expect(html).toContain('Who received your data');
    expect(html).toContain('2034-03-31');
  });

  it('escapes what the seller typed, so nothing in it runs', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });

  it("is a page of its own in the reader's language", () => {
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>Everything we hold</title>');
  });
});
