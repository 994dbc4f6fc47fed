import fs from 'node:fs';
import path from 'node:path';
import {
  type ImeiCheckStatus,
  isValidImei,
  type ManualImeiCheck,
  manualImeiCheckSchema,
} from '@phonix/shared/handover';
import { AppError } from '../../lib/app-error.ts';

/**
 * Since 22 October 2025 the Telecom Cyber Security Amendment Rules make a buyer of used phones check the
 * IMEI against the government's restricted list before buying. No business API for that check exists, so
 * the checker is pluggable (IMEI_CHECKER):
 * - `manual`: the executive runs the official check (SMS "KYM <IMEI>" to 14422, or Sanchar Saathi's Know
 *   Your Mobile) and records its result and reference; the driver validates and records what was entered.
 * - `list`: a local file of restricted IMEIs (development and tests).
 * A restricted IMEI is recorded with the handover and stops it with IMEI_RESTRICTED.
 */

export type ImeiCheckerDriver = 'manual' | 'list';

export interface ImeiCheckResult {
  imei: string;
  status: ImeiCheckStatus;
  driver: ImeiCheckerDriver;
  /** What identifies the check: the executive's reference, or the list file checked. */
  reference: string;
  checkedAt: Date;
}

export interface ImeiChecker {
  readonly driver: ImeiCheckerDriver;
  /**
   * Checks each IMEI (one, or two for a dual-SIM phone). `manual` holds what the executive recorded, one
   * entry per IMEI in the same order; only the manual driver needs it.
   */
  check(imeis: readonly string[], manual?: readonly ManualImeiCheck[]): Promise<ImeiCheckResult[]>;
}

function assertValidImeis(imeis: readonly string[]): void {
  if (imeis.length < 1 || imeis.length > 2) throw new Error('One or two IMEIs are checked at a time');
  imeis.forEach((imei, index) => {
    if (!isValidImei(imei)) throw new AppError('VALIDATION_FAILED', { field: `imei_${index + 1}` });
  });
}

export class ManualImeiChecker implements ImeiChecker {
  readonly driver = 'manual' as const;

  async check(imeis: readonly string[], manual: readonly ManualImeiCheck[] = []): Promise<ImeiCheckResult[]> {
    assertValidImeis(imeis);
    const checkedAt = new Date();
    return imeis.map((imei, index) => {
      const entry = manualImeiCheckSchema.safeParse(manual[index]);
      if (!entry.success) throw new AppError('IMEI_CHECK_MISSING', { field: `manual_check.${index}` });
      return {
        imei,
        status: entry.data.status,
        driver: 'manual',
        reference: entry.data.reference,
        checkedAt,
      };
    });
  }
}

/** One IMEI a line; '#' starts a comment; anything else on a line is ignored. */
export function parseRestrictedList(content: string): Set<string> {
  const imeis = new Set<string>();
  for (const line of content.split('\n')) {
    const imei = line.replace(/#.*/, '').trim().split(/\s+/)[0];
    if (imei && /^\d{15}$/.test(imei)) imeis.add(imei);
  }
  return imeis;
}

export class ListImeiChecker implements ImeiChecker {
  readonly driver = 'list' as const;
  private cache: { mtimeMs: number; imeis: Set<string> } | undefined;

  constructor(private readonly file: string) {}

  /** The list, read again whenever the file changes (so a developer can add an IMEI without a restart). */
  private restricted(): Set<string> {
    const { mtimeMs } = fs.statSync(this.file);
    if (this.cache?.mtimeMs !== mtimeMs)
      this.cache = { mtimeMs, imeis: parseRestrictedList(fs.readFileSync(this.file, 'utf8')) };
    return this.cache.imeis;
  }

  async check(imeis: readonly string[]): Promise<ImeiCheckResult[]> {
    assertValidImeis(imeis);
    const restricted = this.restricted();
    const checkedAt = new Date();
    const reference = `list ${path.basename(this.file)}`;
    return imeis.map((imei) => ({
      imei,
      status: restricted.has(imei) ? 'restricted' : 'clear',
      driver: 'list',
      reference,
      checkedAt,
    }));
  }
}

/** The sample list committed for development and tests. */
export const SAMPLE_RESTRICTED_IMEIS_FILE = path.join(import.meta.dirname, 'restricted-imeis.sample.txt');

export function createImeiChecker(env: {
  IMEI_CHECKER: ImeiCheckerDriver;
  IMEI_RESTRICTED_LIST_FILE: string;
}): ImeiChecker {
  if (env.IMEI_CHECKER === 'list') {
    // Fail at start-up, not at the first doorstep, when the file is missing.
    fs.accessSync(env.IMEI_RESTRICTED_LIST_FILE, fs.constants.R_OK);
    return new ListImeiChecker(env.IMEI_RESTRICTED_LIST_FILE);
  }
  return new ManualImeiChecker();
}

/** Throws IMEI_RESTRICTED when any result is restricted (after the caller has recorded them). */
export function assertNoRestrictedImei(results: readonly ImeiCheckResult[]): void {
  const restricted = results.find((result) => result.status === 'restricted');
  if (restricted) throw new AppError('IMEI_RESTRICTED', { field: `imei_${results.indexOf(restricted) + 1}` });
}
