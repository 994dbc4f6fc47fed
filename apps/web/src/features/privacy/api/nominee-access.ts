import { indiaDay } from '@phonix/shared/india-time';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { nomineeToken, setNomineeToken } from './nominee-session.ts';

/**
 * A nominee acting for the sellers who named them (DR 185): their own number and a code give a 30-minute
 * session (kept in this tab only); every call after that goes with it, and the only id any call takes is a
 * nomination of that number. Keys start with 'nominee' and the token, so a new sign-in reads afresh.
 */
export function useSendNomineeLoginCode() {
  return useMutation({ mutationFn: (mobile: string) => call('nomineeOtp', { body: { mobile } }) });
}

export function useNomineeSignIn() {
  return useMutation({
    mutationFn: (input: { mobile: string; otp: string }) => call('nomineeSession', { body: input }),
    onSuccess: (answer) => setNomineeToken(answer.token),
  });
}

/**
 * The sellers who named the signed-in nominee. A 401 means the session has ended (expired, or signed out in
 * another way): it is forgotten at once, which brings the sign-in back.
 */
export function useNominations(token: string) {
  return useQuery({
    queryKey: ['nominee', token, 'nominations'],
    queryFn: async ({ signal }) => {
      try {
        return await call('nomineeNominations', {}, { signal });
      } catch (error) {
        // The API client may have dropped the token already; a newer sign-in is kept.
        const now = nomineeToken();
        if (error instanceof ApiError && error.status === 401 && (now === null || now === token))
          setNomineeToken(null);
        throw error;
      }
    },
    select: (response) => response.nominations,
  });
}

/** The seller's data as the nominee may see it, saved as `phonix-nominee-<nomination>-<India day>.json`. */
export function useNomineeDownload() {
  return useMutation({
    mutationFn: async (nominationId: number) => {
      const answer = await call('nomineeData', { params: { nominationId } });
      const file = new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' });
      saveFile(file, `phonix-nominee-${nominationId}-${indiaDay()}.json`);
    },
  });
}

export function useNomineeGrievance(nominationId: number) {
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      call('nomineeCreateGrievance', { params: { nominationId }, body }),
  });
}

/**
 * Signs the nominee out at once in this tab (the token is forgotten first), then ends the session on the
 * server with the token it had; a busy server never keeps the page waiting.
 */
export function nomineeSignOut(): void {
  const token = nomineeToken();
  setNomineeToken(null);
  if (token)
    void call('nomineeLogout', {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
