import type { RequestOf } from '@phonix/shared/api/contract';
import type { EndpointName } from '@phonix/shared/api/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callFile } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { storage } from '@/lib/storage.ts';
import { partnerQuery, setPartnerToken } from './partner-session.ts';

/**
 * The partner's history: its completed pickups of some India days (a page at a time), the receipt PDF of
 * one, and the CSV statement of the days. Files are fetched with the partner's session, then saved.
 */

export interface HistoryDays {
  from: string;
  to: string;
}

/** One page of completed pickups; the page shown stays while the next one loads. */
export function usePartnerHistory(days: HistoryDays, page: number) {
  return useQuery({
    ...partnerQuery('partnerHistory', { query: { ...days, page } }),
    placeholderData: keepPreviousData,
  });
}

/** A partner file; a session the server no longer accepts signs the portal out, as partnerCall does. */
async function partnerFile<N extends EndpointName>(name: N, input: RequestOf<N>, fileName: string) {
  const sent = storage.getPartnerToken();
  try {
    saveFile(await callFile(name, input), fileName);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && sent) {
      const now = storage.getPartnerToken();
      if (now === null || now === sent) setPartnerToken(null, 'expired');
    }
    throw error;
  }
}

/** The purchase receipt (PDF) of a pickup the partner completed, saved as Phonix-Receipt-<ref>.pdf. */
export function downloadReceipt(refNo: string): Promise<void> {
  return partnerFile('partnerReceipt', { params: { ref: refNo } }, `Phonix-Receipt-${refNo}.pdf`);
}

/** The statement of the days (CSV), saved as Phonix-statement-<from>-to-<to>.csv. */
export function downloadStatement(days: HistoryDays): Promise<void> {
  return partnerFile('partnerStatement', { query: days }, `Phonix-statement-${days.from}-to-${days.to}.csv`);
}
