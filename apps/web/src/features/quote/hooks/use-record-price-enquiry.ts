import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useEffect } from 'react';
import { SESSION_KEYS, storage } from '@/lib/storage.ts';
import { insertPriceEnquiry } from '../api/insert-price-enquiry.ts';

/** How long the seller took to answer, measured by the questionnaire for this very record. */
function quoteSeconds(record: AnswerRecord): number | null {
  const timing = storage.getTabValue(SESSION_KEYS.quoteSeconds) as {
    ic_slug?: unknown;
    variant?: unknown;
    seconds?: unknown;
  } | null;
  return timing?.ic_slug === record.ic_slug &&
    timing.variant === record.variant &&
    typeof timing.seconds === 'number'
    ? timing.seconds
    : null;
}

// Shared across mounts, so StrictMode's double effects (and a quick remount) still send one request.
let inFlight: Promise<number | null> | null = null;

/**
 * Records the price enquiry once per evaluation: only when no isInserted marker is stored, keeping the
 * returned value as the marker (SPEC 4, "Price enquiry recording").
 */
export function useRecordPriceEnquiry(record: AnswerRecord | null, finalValue: number | undefined) {
  useEffect(() => {
    if (record === null || finalValue === undefined || inFlight || storage.getIsInserted() !== null) return;
    const evaluation = storage.evaluationNumber();
    inFlight = insertPriceEnquiry(record, storage.getUser(), finalValue, quoteSeconds(record))
      .then((response) => {
        storage.setIsInserted(response.isInserted, evaluation);
        return response.isInserted;
      })
      .catch((error: unknown) => {
        console.error('Error recording the price enquiry:', error);
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
  }, [record, finalValue]);
}

/**
 * The recorded enquiry of this evaluation, waiting a moment for one still on its way (Continue pressed as
 * the price appeared); null when there is none, and /sell-now records one when it books.
 */
export async function recordedEnquiry(waitMs = 3000): Promise<number | null> {
  const marker = Number(storage.getIsInserted());
  if (Number.isSafeInteger(marker) && marker > 0) return marker;
  if (!inFlight) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([inFlight, timeout]);
}
