import type { RequestOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import { ApiError, callFile } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { getStaffSession, setStaffSession } from '@/lib/staff-session.ts';
import type { OrderFilters } from './orders-admin.ts';

/** A file answer of a staff endpoint, fetched with the staff session and saved under `fileName`. */
async function downloadStaffFile<N extends EndpointName>(
  name: N,
  input: RequestOf<N>,
  fileName: string,
): Promise<void> {
  let file: Blob;
  try {
    file = await callFile(name, input);
  } catch (error) {
    // As staffCall does: a session the server no longer accepts signs the console out.
    if (error instanceof ApiError && error.code === 'STAFF_LOGIN_REQUIRED' && getStaffSession())
      setStaffSession(null, 'expired');
    throw error;
  }
  saveFile(file, fileName);
}

/**
 * The dealer register of the India days `from`..`to` (both included) as a CSV file (with the reason an
 * operations member must give), saved as
 * Phonix-dealer-register-<from>-to-<to>.csv. The server records the export in the audit log.
 */
export function downloadDealerRegister(from: string, to: string, reason?: string): Promise<void> {
  return downloadStaffFile(
    'staffDealerRegister',
    { query: { from, to, ...(reason ? { reason } : {}) } },
    `Phonix-dealer-register-${from}-to-${to}.csv`,
  );
}

/**
 * The orders the list's filters match as a CSV file (the server records the export in the audit log), saved
 * as Phonix-orders-<today>.csv.
 */
export function downloadOrdersCsv(filters: OrderFilters, today: string): Promise<void> {
  const { page: _page, ...query } = filters;
  return downloadStaffFile('staffOrdersExport', { query }, `Phonix-orders-${today}.csv`);
}

/** A completed order's purchase receipt (PDF), as the seller gets it; the server records the download. */
export function downloadOrderReceipt(ref: string): Promise<void> {
  return downloadStaffFile('staffOrderReceipt', { params: { ref } }, `Phonix-Receipt-${ref}.pdf`);
}
