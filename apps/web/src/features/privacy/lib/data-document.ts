import type { PrivacyData } from '../api/privacy.ts';

/**
 * The download as a page to read and print (issue 24: "a readable PDF or HTML"): one self-contained HTML file
 * made in the browser from the same answer as the JSON download, so both always hold the same records and the
 * server needs no second renderer. Every value is escaped; nothing in it runs (no script, no link fetched).
 */
export interface DataDocumentWords {
  lang: string;
  title: string;
  generated: string;
  heldTitle: string;
  kind: string;
  count: string;
  none: string;
  recipientsTitle: string;
  recipientsNone: string;
  keptTitle: string;
  kindLabel: (table: string) => string;
  recipient: (recipient: PrivacyData['recipients'][number]) => { who: string; data: string; orders: string };
  kept: (record: PrivacyData['kept'][number]) => { what: string; why: string; until: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A stored value as text: null as a dash, objects (JSON columns) as compact JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;margin:24px auto;max-width:960px;padding:0 16px}
h1{font-size:24px}h2{font-size:19px;margin-top:32px}h3{font-size:16px;margin:20px 0 6px}
table{border-collapse:collapse;width:100%;margin:6px 0 14px}th,td{border:1px solid #cbd5e1;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f1f5f9;width:32%}@media print{h2{break-before:auto}table{break-inside:avoid}}`;

export function renderDataDocument(data: PrivacyData, words: DataDocumentWords): string {
  const tables = Object.entries(data.held);
  const out: string[] = [
    `<!doctype html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(words.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.generated)}</p>`,
    `<h2>${escapeHtml(words.heldTitle)}</h2>`,
    `<table><thead><tr><th scope="col">${escapeHtml(words.kind)}</th><th scope="col">${escapeHtml(words.count)}</th></tr></thead><tbody>`,
    ...tables.map(
      ([table, rows]) => `<tr><td>${escapeHtml(words.kindLabel(table))}</td><td>${rows.length}</td></tr>`,
    ),
    '</tbody></table>',
    `<h2>${escapeHtml(words.recipientsTitle)}</h2>`,
  ];
  if (data.recipients.length === 0) out.push(`<p>${escapeHtml(words.recipientsNone)}</p>`);
  else {
    out.push('<ul>');
    for (const recipient of data.recipients) {
      const text = words.recipient(recipient);
      out.push(
        `<li><strong>${escapeHtml(text.who)}</strong>: ${escapeHtml(text.data)}${text.orders ? `. ${escapeHtml(text.orders)}` : ''}</li>`,
      );
    }
    out.push('</ul>');
  }
  if (data.kept.length > 0) {
    out.push(`<h2>${escapeHtml(words.keptTitle)}</h2><ul>`);
    for (const record of data.kept) {
      const text = words.kept(record);
      out.push(
        `<li><strong>${escapeHtml(text.what)}</strong>: ${escapeHtml(text.why)} ${escapeHtml(text.until)}</li>`,
      );
    }
    out.push('</ul>');
  }
  for (const [table, rows] of tables) {
    out.push(`<h2>${escapeHtml(words.kindLabel(table))} (${rows.length})</h2>`);
    if (rows.length === 0) out.push(`<p>${escapeHtml(words.none)}</p>`);
    for (const [index, row] of rows.entries()) {
      out.push(`<h3>${escapeHtml(words.kindLabel(table))} ${index + 1}</h3><table><tbody>`);
      for (const [column, value] of Object.entries(row)) {
        out.push(
          `<tr><th scope="row">${escapeHtml(column)}</th><td>${escapeHtml(valueText(value))}</td></tr>`,
        );
      }
      out.push('</tbody></table>');
    }
  }
  out.push('</body></html>');
  return out.join('\n');
}
