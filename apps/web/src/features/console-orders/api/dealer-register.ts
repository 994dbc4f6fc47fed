import { ApiError, callFile } from '@/lib/api-client.ts';
import { getStaffSession, setStaffSession } from '@/lib/staff-session.ts';

/**
 * The dealer register of the India days `from`..`to` (both included) as a CSV file, fetched with the staff
 * session and saved as Phonix-dealer-register-<from>-to-<to>.csv. The server records the export in the audit log.
 */
export async function downloadDealerRegister(from: string, to: string): Promise<void> {
  let file: Blob;
  try {
    file = await callFile('staffDealerRegister', { query: { from, to } });
  } catch (error) {
    // As staffCall does: a session the server no longer accepts signs the console out.
    if (error instanceof ApiError && error.code === 'STAFF_LOGIN_REQUIRED' && getStaffSession())
      setStaffSession(null, 'expired');
    throw error;
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Phonix-dealer-register-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
