import fs from 'node:fs';
import * as all from '@phonix/shared/messages';
import { describe, expect, it } from 'vitest';
import { m, SERVER_MESSAGES_BUNDLE, writeServerMessagesBundle } from './messages.ts';

describe("the server's bundled messages", () => {
  it('hold every message of @phonix/shared/messages, answering the same words in each language', () => {
    const names = Object.keys(all).filter((name) => name !== 'getLocale' && name !== 'overwriteGetLocale');
    expect(names.length).toBeGreaterThan(1_000);
    expect(Object.keys(m).sort()).toEqual(names.sort());
    for (const locale of ['en', 'hi', 'te'] as const) {
      expect(m.noscript_note({}, { locale })).toBe(all.noscript_note({}, { locale }));
    }
  });

  it('are loaded from the bundle, which is written again whole', async () => {
    expect(fs.existsSync(SERVER_MESSAGES_BUNDLE)).toBe(true);
    const before = fs.statSync(SERVER_MESSAGES_BUNDLE).mtimeMs;
    await writeServerMessagesBundle();
    expect(fs.statSync(SERVER_MESSAGES_BUNDLE).mtimeMs).toBeGreaterThanOrEqual(before);
    expect(fs.readFileSync(SERVER_MESSAGES_BUNDLE, 'utf8')).toMatch(
      /from ?["']\.\/paraglide\/runtime\.js["']/,
    );
  });
});
