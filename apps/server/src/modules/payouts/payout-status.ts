/**
 * How a payout's status may move (docs/decisions/110). RazorpayX sends pending, queued, initiated
 * (processing), then processed or reversed, and says the order may not hold: `processed` and `reversed`
 * are the last states, so a late event never moves a payout out of them, except a reversal of a processed
 * payout (the bank sent the money back). A payout failed, rejected or cancelled never moved money and
 * stays so. Before a final state, a status only moves forward (a late `queued` never undoes `processing`).
 */

/** Statuses after which the money did not arrive (or came back). */
export const PROBLEM_STATUSES: ReadonlySet<string> = new Set(['reversed', 'failed', 'rejected', 'cancelled']);
/** Statuses nothing moves out of (but processed -> reversed). */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['processed', ...PROBLEM_STATUSES]);

const PROGRESS: Record<string, number> = { pending: 0, queued: 1, scheduled: 1, processing: 2 };

/** The status a webhook event names, when its payout entity carries none (payout.initiated = processing). */
export function statusOfEvent(event: string): string | null {
  const suffix = event.startsWith('payout.') ? event.slice('payout.'.length) : null;
  if (!suffix || suffix === 'updated' || suffix === 'created') return null;
  return suffix === 'initiated' ? 'processing' : suffix;
}

/** Whether `incoming` may replace `current` (the same status may: it can bring the UTR). */
export function statusMayMove(current: string | null, incoming: string): boolean {
  if (current === null || current === incoming) return true;
  if (PROBLEM_STATUSES.has(current)) return false;
  if (current === 'processed') return incoming === 'reversed';
  if (FINAL_STATUSES.has(incoming)) return true;
  return (PROGRESS[incoming] ?? 0) >= (PROGRESS[current] ?? 0);
}
