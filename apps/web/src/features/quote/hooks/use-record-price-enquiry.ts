import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useEffect } from 'react';
import { storage } from '@/lib/storage.ts';
import { insertPriceEnquiry } from '../api/insert-price-enquiry.ts';

// Shared across mounts, so StrictMode's double effects (and a quick remount) still send one request.
let inFlight: Promise<unknown> | null = null;

/**
 * Records the price enquiry once per evaluation: only when no isInserted marker is stored, keeping the
 * returned value as the marker (SPEC 4, "Price enquiry recording").
 */
export function useRecordPriceEnquiry(record: AnswerRecord | null, finalValue: number | undefined) {
  useEffect(() => {
    if (record === null || finalValue === undefined || inFlight || storage.getIsInserted() !== null) return;
    const evaluation = storage.evaluationNumber();
    inFlight = insertPriceEnquiry(record, storage.getUser(), finalValue)
      .then((response) => storage.setIsInserted(response.isInserted, evaluation))
      .catch((error: unknown) => console.error('Error recording the price enquiry:', error))
      .finally(() => {
        inFlight = null;
      });
  }, [record, finalValue]);
}
