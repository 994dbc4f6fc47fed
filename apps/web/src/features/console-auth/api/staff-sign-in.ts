import type { RequestOf } from '@phonix/shared/api/contract';
import { staffCall } from '@/lib/staff-session.ts';

/** Staff sign-in, first step: email and password; answers what comes next (authenticator, new password). */
export async function signInWithPassword(body: RequestOf<'staffLogin'>['body']) {
  return (await staffCall('staffLogin', { body })).result;
}

/** Staff sign-in, second step: the authenticator's code for the challenge; answers the session. */
export async function signInWithCode(body: RequestOf<'staffLoginTotp'>['body']) {
  const session = await staffCall('staffLoginTotp', { body });
  return { token: session.token, staff: session.staff };
}
