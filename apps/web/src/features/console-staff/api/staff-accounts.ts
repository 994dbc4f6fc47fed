import type { RequestOf } from '@phonix/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The console's staff accounts (admins), and the signed-in staff member's own password. */

export function useStaffAccounts() {
  return useQuery(staffQuery('staffAccounts', {}));
}

const refreshAccounts = () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffAccounts') });

/** Adds a staff member; answers the account and the temporary password to pass on, once. */
export async function createStaffAccount(body: RequestOf<'staffCreateAccount'>['body']) {
  const answer = await staffCall('staffCreateAccount', { body });
  await refreshAccounts();
  return answer;
}

/** Changes a staff member's role or makes the account active or inactive. */
export async function updateStaffAccount(staffId: number, body: RequestOf<'staffUpdateAccount'>['body']) {
  const answer = await staffCall('staffUpdateAccount', { params: { staffId }, body });
  await refreshAccounts();
  return answer;
}

/** The staff member sets up a new authenticator at the next sign-in. */
export async function resetStaffTotp(staffId: number) {
  const answer = await staffCall('staffResetTotp', { params: { staffId } });
  await refreshAccounts();
  return answer;
}

/** A new temporary password for the staff member, to be changed at the next sign-in. */
export async function resetStaffPassword(staffId: number) {
  const answer = await staffCall('staffResetPassword', { params: { staffId } });
  await refreshAccounts();
  return answer;
}

/** The signed-in staff member's new password (their other sessions end). */
export function changeOwnPassword(body: RequestOf<'staffChangePassword'>['body']) {
  return staffCall('staffChangePassword', { body });
}
