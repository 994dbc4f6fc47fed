import type { PayoutQueueEntry } from '@phonix/shared/payouts-api';

/** Statuses after which the money did not arrive (or came back): an admin may pay again. */
const RETRYABLE: ReadonlySet<string> = new Set(['reversed', 'failed', 'rejected', 'cancelled']);
const MARKED_FAILED = 'marked_failed';

/** What the queue says of a payout: why it is listed, and what an admin may do about it. */
export interface QueueReading {
  kind: 'problem' | 'stuck' | 'marked_failed';
  /** Since when it waits: flagged at, else released at. */
  since: string | null;
  canRetry: boolean;
  canMarkFailed: boolean;
}

export function readEntry(entry: PayoutQueueEntry): QueueReading {
  const marked = entry.payout_problem === MARKED_FAILED;
  const problem = RETRYABLE.has(entry.payout_status ?? '');
  return {
    kind: marked ? 'marked_failed' : entry.stuck && !problem ? 'stuck' : 'problem',
    since: entry.payout_problem_at ?? entry.released_at,
    // The server also needs the fund account the provider made (409 PAYOUT_NOT_RETRYABLE without it).
    canRetry: !marked && problem,
    canMarkFailed: !marked && (problem || entry.stuck),
  };
}

export type AgeOrder = 'oldest' | 'newest';

/** The queue by how long each payout waits; one with no time last. */
export function sortByAge(entries: readonly PayoutQueueEntry[], order: AgeOrder): PayoutQueueEntry[] {
  const at = (entry: PayoutQueueEntry) => {
    const since = readEntry(entry).since;
    return since ? Date.parse(since) : Number.NaN;
  };
  return [...entries].sort((a, b) => {
    const [x, y] = [at(a), at(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return order === 'oldest' ? x - y : y - x;
  });
}

/** '45 min', '5 h', '3 d 4 h': how long since `since`, for a desk that triages by age. */
export function ageWords(since: string | null, now: number = Date.now()): string {
  if (!since) return '–';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}
