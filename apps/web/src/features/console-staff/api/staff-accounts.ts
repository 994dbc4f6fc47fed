import type { RequestOf } from '@phonix/shared/api/contract';
import type { StaffAccount } from '@phonix/shared/staff-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import {
  getStaffSession,
  setStaffSession,
  staffCall,
  staffQuery,
  staffQueryKey,
} from '@/lib/staff-session.ts';

/** The console's staff accounts (admins), and the signed-in staff member's own password. */

export function useStaffAccounts() {
  return useQuery(staffQuery('staffAccounts', {}));
}

const refreshAccounts = () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffAccounts') });

/** Every refused staff change is told the same way. */
export const staffChangeFailed = (error: unknown) =>
  toast.error(errorMessage(error, 'Could not save. Please try again.'));

/** Adds a staff member; answers the account and the temporary password to pass on, once. */
export function useCreateStaffAccount() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffCreateAccount'>['body']) => staffCall('staffCreateAccount', { body }),
    onSuccess: () => refreshAccounts(),
  });
}

/** Changes a staff member's role or makes the account active again. */
export function useUpdateStaffAccount(account: StaffAccount) {
  return useMutation({
    mutationFn: (body: RequestOf<'staffUpdateAccount'>['body']) =>
      staffCall('staffUpdateAccount', { params: { staffId: account.id }, body }),
    onSuccess: async () => {
      await refreshAccounts();
      toast.success(`${account.name} saved`);
    },
    onError: staffChangeFailed,
  });
}

/** An admin's confirmed action on an account. */
export type StaffAccountAction = 'deactivate' | 'reset-totp' | 'reset-password';

/**
 * Deactivates an account, resets its authenticator (the staff member sets up a new one at the next sign-in)
 * or makes a new temporary password; answers the new password when one was made.
 */
export function useStaffAccountAction(done: (password: string | null, account: StaffAccount) => void) {
  return useMutation({
    mutationFn: async ({ account, action }: { account: StaffAccount; action: StaffAccountAction }) => {
      const staffId = account.id;
      if (action === 'deactivate')
        await staffCall('staffUpdateAccount', { params: { staffId }, body: { active: false } });
      else if (action === 'reset-totp') await staffCall('staffResetTotp', { params: { staffId } });
      else return (await staffCall('staffResetPassword', { params: { staffId } })).temporary_password;
      return null;
    },
    onSuccess: async (password, { account, action }) => {
      await refreshAccounts();
      done(password, account);
      if (!password)
        toast.success(
          action === 'deactivate'
            ? `${account.name} deactivated`
            : `${account.name} will set up a new authenticator`,
        );
    },
    onError: staffChangeFailed,
  });
}

/**
 * The signed-in staff member's new password (their other sessions end). A password an admin issued counts
 * as changed afterwards, so the console opens fully; who they are is read again.
 */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffChangePassword'>['body']) =>
      staffCall('staffChangePassword', { body }),
    onSuccess: async () => {
      const session = getStaffSession();
      if (session?.staff.must_change_password)
        setStaffSession({ ...session, staff: { ...session.staff, must_change_password: false } });
      await queryClient.invalidateQueries({ queryKey: staffQueryKey('staffMe') });
    },
  });
}
