import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '@/lib/staff-session.ts';

/** Staff sign-in, first step: email and password; answers what comes next (authenticator, new password). */
export function useSignInWithPassword() {
  return useMutation({
    mutationFn: async (body: RequestOf<'staffLogin'>['body']) =>
      (await staffCall('staffLogin', { body })).result,
  });
}

/** Staff sign-in, second step: the authenticator's code for the challenge; answers the session. */
export function useSignInWithCode() {
  return useMutation({
    mutationFn: async (body: RequestOf<'staffLoginTotp'>['body']) => {
      const session = await staffCall('staffLoginTotp', { body });
      return { token: session.token, staff: session.staff };
    },
  });
}
