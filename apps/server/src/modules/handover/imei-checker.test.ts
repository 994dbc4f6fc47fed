import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@phonix/shared/errors';
import { isValidImei } from '@phonix/shared/handover';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import {
  assertNoRestrictedImei,
  createImeiChecker,
  ListImeiChecker,
  ManualImeiChecker,
  parseRestrictedList,
  SAMPLE_RESTRICTED_IMEIS_FILE,
} from './imei-checker.ts';

const CLEAR = '490154203237518';
const RESTRICTED = '001010000000016';

describe('list IMEI checker', () => {
  it('ships a sample list of valid-Luhn test IMEIs', () => {
    const imeis = parseRestrictedList(fs.readFileSync(SAMPLE_RESTRICTED_IMEIS_FILE, 'utf8'));
    expect(imeis.size).toBeGreaterThanOrEqual(4);
    for (const imei of imeis) expect(isValidImei(imei), imei).toBe(true);
  });

  it('finds a restricted IMEI among two and says which file it checked', async () => {
    const checker = createImeiChecker(parseEnv({ IMEI_CHECKER: 'list' }));
    expect(checker).toBeInstanceOf(ListImeiChecker);
    const results = await checker.check([CLEAR, RESTRICTED]);
    expect(results.map((result) => [result.imei, result.status])).toEqual([
      [CLEAR, 'clear'],
      [RESTRICTED, 'restricted'],
    ]);
    expect(results[0]).toMatchObject({ driver: 'list', reference: 'list restricted-imeis.sample.txt' });
    expect(() => assertNoRestrictedImei(results)).toThrow(
      expect.objectContaining({
        code: 'IMEI_RESTRICTED',
        field: 'imei_2',
        message: ERRORS.IMEI_RESTRICTED.message,
      }),
    );
    expect(() => assertNoRestrictedImei([results[0] as (typeof results)[0]])).not.toThrow();
  });

  it('reads the file again when it changes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-imei-')), 'list.txt');
    fs.writeFileSync(file, '# empty\n');
    const checker = new ListImeiChecker(file);
    expect((await checker.check([CLEAR]))[0]?.status).toBe('clear');
    fs.writeFileSync(file, `${CLEAR}\n`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await checker.check([CLEAR]))[0]?.status).toBe('restricted');
  });

  it('refuses to start with a missing file', () => {
    expect(() =>
      createImeiChecker(
        parseEnv({ IMEI_CHECKER: 'list', IMEI_RESTRICTED_LIST_FILE: '/nonexistent/list.txt' }),
      ),
    ).toThrow(/ENOENT/);
  });

  it('refuses an IMEI that fails the Luhn check', async () => {
    await expect(
      new ListImeiChecker(SAMPLE_RESTRICTED_IMEIS_FILE).check(['490154203237519']),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'imei_1',
    });
  });
});

describe('manual IMEI checker', () => {
  it('is the default and records what the executive entered', async () => {
    const checker = createImeiChecker(parseEnv({}));
    expect(checker).toBeInstanceOf(ManualImeiChecker);
    const results = await checker.check(
      [CLEAR, RESTRICTED],
      [
        { status: 'clear', reference: 'KYM reply 23-11-2025 10:42 "IMEI is valid"' },
        { status: 'restricted', reference: 'KYM reply 23-11-2025 10:43 "BLACKLISTED"' },
      ],
    );
    expect(results.map((result) => [result.status, result.driver])).toEqual([
      ['clear', 'manual'],
      ['restricted', 'manual'],
    ]);
    expect(results[1]?.reference).toContain('BLACKLISTED');
  });

  it('needs a result and a reference for every IMEI', async () => {
    const checker = new ManualImeiChecker();
    await expect(checker.check([CLEAR])).rejects.toMatchObject({
      code: 'IMEI_CHECK_MISSING',
      field: 'manual_check.0',
    });
    await expect(
      checker.check([CLEAR, RESTRICTED], [{ status: 'clear', reference: 'KYM 10:42' }]),
    ).rejects.toMatchObject({ code: 'IMEI_CHECK_MISSING', field: 'manual_check.1' });
    await expect(checker.check([CLEAR], [{ status: 'clear', reference: '  ' }])).rejects.toMatchObject({
      code: 'IMEI_CHECK_MISSING',
    });
  });
});
