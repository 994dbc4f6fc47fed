import type { ResponseOf } from '@phonix/shared/api/contract';
import type { ConsentPurpose } from '@phonix/shared/privacy-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

/**
 * The signed-in seller's privacy rights (issue 24; apps/server/src/modules/privacy): every call is the
 * session's own seller, so no id goes in. Keys start with accountKey(), so signing out drops them.
 */
const privacyKey = (customerId: number) => accountKey(customerId, 'privacy');
const grievancesKey = (customerId: number) => accountKey(customerId, 'grievances');

export type PrivacyData = ResponseOf<'privacyData'>;

/** The notice accepted, the consents and whether erasure is open (GET /api/customer/privacy). */
export function usePrivacy(customerId: number) {
  return useQuery({
    ...endpointQuery('privacy', {}, privacyKey(customerId)),
    select: (response) => response.privacy,
  });
}

export function useAcceptNotice(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => call('privacyAcceptNotice', { body: { version } }),
    onSuccess: (answer) => queryClient.setQueryData(privacyKey(customerId), answer),
  });
}

/** Keeps the summary's consents in step with a change's answer (the server's list is the truth). */
function useStoreConsents(customerId: number) {
  const queryClient = useQueryClient();
  return (consents: ResponseOf<'privacySetConsent'>['consents']) =>
    queryClient.setQueryData<ResponseOf<'privacy'>>(privacyKey(customerId), (previous) =>
      previous ? { ...previous, privacy: { ...previous.privacy, consents } } : previous,
    );
}

export function useSetConsent(customerId: number) {
  const store = useStoreConsents(customerId);
  return useMutation({
    mutationFn: (change: { purpose: ConsentPurpose; opted_in: boolean; text?: string }) =>
      call('privacySetConsent', { body: change }),
    onSuccess: (answer) => store(answer.consents),
  });
}

export function useWithdrawConsents(customerId: number) {
  const store = useStoreConsents(customerId);
  return useMutation({
    mutationFn: () => call('privacyWithdrawConsents', {}),
    onSuccess: (answer) => store(answer.consents),
  });
}

/**
 * Everything held (GET /api/customer/privacy/data): fetched when the seller asks, never on opening the page,
 * as the server allows a few an hour and audits each; the summary and both downloads come from one answer.
 */
export function useMyData() {
  return useMutation({ mutationFn: () => call('privacyData', {}) });
}

export function useSendErasureCode() {
  return useMutation({ mutationFn: () => call('privacyErasureOtp', {}) });
}

export function useErase() {
  return useMutation({ mutationFn: (otp: string) => call('privacyErasure', { body: { otp } }) });
}

export function useGrievances(customerId: number) {
  return useQuery({
    ...endpointQuery('grievances', {}, grievancesKey(customerId)),
    select: (response) => response.grievances,
  });
}

export function useRaiseGrievance(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grievance: { subject: string; message: string; order_ref?: string }) =>
      call('createGrievance', { body: grievance }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: grievancesKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: privacyKey(customerId) }),
      ]),
  });
}

/**
 * The seller's nominee (DR 185): naming, replacing and removing each need a fresh code to the seller's own
 * number (useSendNomineeCode first); a named nominee is pending until the code sent to their number is entered.
 * Each change's answer is the nominee as the server now holds it, stored as the query's data.
 */
const nomineeKey = (customerId: number) => accountKey(customerId, 'nominee');

export function useNominee(customerId: number) {
  return useQuery({
    ...endpointQuery('privacyNominee', {}, nomineeKey(customerId)),
    select: (response) => response.nominee,
  });
}

function useStoreNominee(customerId: number) {
  const queryClient = useQueryClient();
  return (answer: ResponseOf<'privacyNominee'>) => queryClient.setQueryData(nomineeKey(customerId), answer);
}

export function useSendNomineeCode() {
  return useMutation({ mutationFn: () => call('privacyNomineeOtp', {}) });
}

export function useSetNominee(customerId: number) {
  const store = useStoreNominee(customerId);
  return useMutation({
    mutationFn: (body: { name: string; mobile: string; otp: string }) => call('privacySetNominee', { body }),
    onSuccess: store,
  });
}

export function useVerifyNominee(customerId: number) {
  const store = useStoreNominee(customerId);
  return useMutation({
    mutationFn: (otp: string) => call('privacyVerifyNominee', { body: { otp } }),
    onSuccess: store,
  });
}

export function useRemoveNominee(customerId: number) {
  const store = useStoreNominee(customerId);
  return useMutation({
    mutationFn: (otp: string) => call('privacyRemoveNominee', { body: { otp } }),
    onSuccess: store,
  });
}
