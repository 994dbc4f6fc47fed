import { CURRENT_PRIVACY_NOTICE, isKnownNoticeVersion } from '@phonix/shared/privacy-notice';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import { insertAcceptance } from './repository.ts';

/**
 * A privacy notice version a seller may accept: a known one (else 400 NOTICE_VERSION_UNKNOWN) and the current
 * one (else 409 NOTICE_VERSION_OUTDATED). Checked before anything is stored: on the privacy page, and at sign-up
 * before the code goes out (issue 32).
 */
export function checkNoticeVersion(version: string): void {
  if (!isKnownNoticeVersion(version)) throw new AppError('NOTICE_VERSION_UNKNOWN', { field: 'version' });
  if (version !== CURRENT_PRIVACY_NOTICE.version)
    throw new AppError('NOTICE_VERSION_OUTDATED', { field: 'version' });
}

/** The one way an acceptance is recorded: its row and its audit entry, in the caller's transaction. */
export async function recordNoticeAcceptance(
  tx: Transaction,
  customerId: number,
  version: string,
  actor: Actor,
): Promise<void> {
  await insertAcceptance(tx, customerId, version);
  await writeAuditEntry(tx, actor, 'privacy.notice_accepted', {
    entityType: 'customer',
    entityId: customerId,
    before: null,
    after: { version },
  });
}
