import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every decision record says its status and date, and is in the index with them (docs/decisions/README.md). */
const decisions = path.resolve(import.meta.dirname, '../../../../docs/decisions');
const records = readdirSync(decisions).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');

function field(text: string, name: string): string | undefined {
  return new RegExp(`^- ${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
}

describe('decision records', () => {
  it('each has a status and a date, and its row in the index repeats them', () => {
    expect(records.length).toBeGreaterThan(80);
    for (const file of records) {
      const text = readFileSync(path.join(decisions, file), 'utf8');
      const status = field(text, 'Status');
      const date = field(text, 'Date');
      expect(status, `${file}: no "- Status:" line`).toBeTruthy();
      expect(date, `${file}: no "- Date:" line`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 3)}](${file})`));
      expect(row, `${file}: not in the index`).toBeDefined();
      const cells = (row as string).split(' | ');
      expect(cells[2], `${file}: the index's status`).toBe(status);
      expect(cells[3], `${file}: the index's date`).toBe(date);
    }
  });
});
