import {
  CONSOLE_QUEUE_WORDS,
  type ConsoleQueue,
  type ConsoleQueueItem,
  spanText,
  waitAndSlotText,
} from '@phonix/shared/console-queues';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDate } from '@phonix/shared/pickup';
import { type ReactNode, useId, useState } from 'react';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { OrderStatusBadge } from '@/components/console/order-status-badge.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  closeHold,
  decideRise,
  decisionProblem,
  type QueueDecisionSend,
  useQueueDecision,
} from '../api/dashboard.ts';

/**
 * The queues off the main road (issue 31), drawn as the server lists them (one list, one home:
 * packages/shared/src/console-queues.ts): a summary of every queue with its count and the oldest item's age,
 * then each queue's items with what staff decide there. Raised prices are approved or refused; phones
 * stopped at the door are cancelled with a reason or released; brand flags are marked checked.
 */

const orderLink = (ref: string) => (
  <Link
    to={`/admin/orders/${encodeURIComponent(ref)}`}
    className="font-mono font-semibold text-brand-800 underline"
  >
    {ref}
  </Link>
);

const ageOf = (since: string, now: Date) => spanText((now.getTime() - new Date(since).getTime()) / 60_000);

/** Every queue in one line each: its title, how many, and how long the oldest has waited. */
function QueueSummary({ queues, now }: { queues: ConsoleQueue[]; now: Date }) {
  return (
    <ul aria-label="Queues" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
      {queues.map((queue) => (
        <li key={queue.key}>
          <a
            href={`#queue-${queue.key}`}
            data-testid={`queue-count-${queue.key}`}
            className={`flex h-full flex-col rounded-lg border px-3 py-2 text-sm hover:bg-slate-50 ${
              queue.count > 0 ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'
            }`}
          >
            <span className="font-semibold text-slate-900">{queue.title}</span>
            <span className="text-slate-700 tabular-nums">
              <span className="text-lg font-bold">{queue.count}</span>
              {queue.oldest_at ? ` · oldest ${ageOf(queue.oldest_at, now)}` : ''}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function OrderHead({ item, now }: { item: ConsoleQueueItem; now: Date }) {
  const { waited, slot } = waitAndSlotText(item.created_at, item.pickup_date, item.pickup_time, now);
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        {orderLink(item.ref_no)}
        <OrderStatusBadge status={item.status} />
        <span className="text-xs text-slate-600">in queue {ageOf(item.since, now)}</span>
      </span>
      <span className="text-slate-700">
        {item.brand ? `${item.brand} ` : ''}
        {item.model} ({item.variant}) · {item.city} {item.pincode}
        {item.partner ? ` · ${item.partner.shop_name}` : ''}
      </span>
      <span className="text-xs text-slate-600">
        {formatIndiaDate(item.pickup_date)}, {item.pickup_time} · {waited} · {slot}
      </span>
    </>
  );
}

type Decision = {
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Sends the decision with the reason (and the second check's reference when asked for). */
  send: QueueDecisionSend;
  /** Asks for the second check's reference too (releasing a restricted IMEI). */
  needsSecondCheck?: boolean;
};

/** A reason (kept in the audit log) and the buttons of one item's decisions. */
function DecisionForm({ decisions, testId }: { decisions: Decision[]; testId: string }) {
  const decision = useQueueDecision();
  const id = useId();
  const { busy, guard } = useSingleFlight();
  const [reason, setReason] = useState('');
  const [secondCheck, setSecondCheck] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const asksSecondCheck = decisions.some((decision) => decision.needsSecondCheck);

  const decide = ({ send, needsSecondCheck }: Decision) =>
    guard(async () => {
      setProblem(null);
      if (reason.trim().length < 8) {
        setProblem('Say why in a few words (8 characters or more).');
        return;
      }
      if (needsSecondCheck && secondCheck.trim().length < 3) {
        setProblem("Enter the second check's reference to release it.");
        return;
      }
      await decision
        .mutateAsync({ send, reason: reason.trim(), secondCheck: secondCheck.trim() })
        .catch((error: unknown) => setProblem(decisionProblem(error)));
    });

  return (
    <div data-testid={testId} className="mt-2 flex flex-col gap-2 rounded-md bg-slate-50 p-2">
      <label htmlFor={`${id}-reason`} className="text-xs font-semibold text-slate-800">
        Reason (kept in the audit log; a cancellation's reason is texted to the seller)
      </label>
      <input
        id={`${id}-reason`}
        data-testid={`${testId}-reason`}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        className={fieldControlClass(problem !== null && reason.trim().length < 8)}
      />
      {asksSecondCheck ? (
        <>
          <label htmlFor={`${id}-second`} className="text-xs font-semibold text-slate-800">
            Second check's reference (to release: the KYM reply or Sanchar Saathi's)
          </label>
          <input
            id={`${id}-second`}
            data-testid={`${testId}-second-check`}
            value={secondCheck}
            maxLength={80}
            onChange={(event) => setSecondCheck(event.target.value)}
            className={fieldControlClass(false)}
          />
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {decisions.map((decision) => (
          <Button
            key={decision.label}
            size="md"
            variant={decision.variant ?? 'primary'}
            disabled={busy}
            onClick={() => void decide(decision)()}
          >
            {decision.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function RiseDetail({ item }: { item: ConsoleQueueItem }) {
  const rise = item.rise;
  if (!rise) return null;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p className="text-sm text-slate-900 tabular-nums">
        Quote {formatINR(rise.quoted_value)} → <strong>{formatINR(rise.revised_value)}</strong>{' '}
        <span className="font-semibold text-amber-900">(+{formatINR(rise.difference)})</span>
      </p>
      <table className="w-full text-left text-xs">
        <caption className="sr-only">The seller's answers and the partner's, side by side</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-0.5 pr-2 font-semibold">
              Question
            </th>
            <th scope="col" className="py-0.5 pr-2 font-semibold">
              Seller said
            </th>
            <th scope="col" className="py-0.5 pr-2 font-semibold">
              Partner found
            </th>
            <th scope="col" className="py-0.5 font-semibold">
              Effect
            </th>
          </tr>
        </thead>
        <tbody>
          {rise.answers
            .filter((answer) => answer.differs)
            .map((answer) => (
              <tr key={answer.question} className="bg-amber-50">
                <th scope="row" className="py-0.5 pr-2 font-medium">
                  {answer.question}
                </th>
                <td className="py-0.5 pr-2">{answer.declared}</td>
                <td className="py-0.5 pr-2">{answer.found ?? '-'}</td>
                <td className="py-0.5 tabular-nums">
                  {answer.price_effect >= 0 ? '+' : '-'}
                  {formatINR(Math.abs(answer.price_effect))}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

const HOLD_REFERENCE: Record<string, (item: ConsoleQueueItem) => ReactNode> = {
  restricted_imei: (item) => <>Check reference: {item.hold?.reference}</>,
  same_phone_twice: (item) => <>Bought before on {orderLink(item.hold?.reference ?? '')}</>,
  imei_brand: (item) => (
    <>
      The IMEI's TAC says {item.hold?.reference}; the order says {item.brand || 'another brand'}
    </>
  ),
};

/** What staff decide on an item of each queue (none for the slot and pincode queues: open the order). */
function decisionsOf(queue: ConsoleQueue['key'], item: ConsoleQueueItem): Decision[] {
  const hold = item.hold;
  switch (queue) {
    case 'raised_prices':
      return [
        {
          label: 'Approve new price',
          send: decideRise(item.ref_no, 'approve'),
        },
        {
          label: 'Refuse',
          variant: 'secondary',
          send: decideRise(item.ref_no, 'decline'),
        },
      ];
    case 'stopped_at_door':
      return hold
        ? [
            { label: 'Cancel the order', variant: 'secondary', send: closeHold(hold.hold_id, 'cancelled') },
            {
              label: 'Release after second check',
              send: closeHold(hold.hold_id, 'released'),
              needsSecondCheck: true,
            },
          ]
        : [];
    case 'same_phone_twice':
      return hold
        ? [
            { label: 'Cancel the order', variant: 'secondary', send: closeHold(hold.hold_id, 'cancelled') },
            { label: 'Release: a real resale', send: closeHold(hold.hold_id, 'released') },
          ]
        : [];
    case 'imei_brand':
      return hold
        ? [
            { label: 'Mark checked', send: closeHold(hold.hold_id, 'checked') },
            { label: 'Cancel the order', variant: 'secondary', send: closeHold(hold.hold_id, 'cancelled') },
          ]
        : [];
    default:
      return [];
  }
}

function QueueItems({ queue, now }: { queue: ConsoleQueue; now: Date }) {
  const words = CONSOLE_QUEUE_WORDS[queue.key];
  return (
    <section
      id={`queue-${queue.key}`}
      aria-label={queue.title}
      data-testid={`queue-${queue.key}`}
      className="min-w-0 scroll-mt-4"
    >
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        {queue.title}
        <span
          className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
            queue.count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {queue.count}
        </span>
        {queue.oldest_at ? (
          <span className="text-xs font-normal text-slate-600">
            oldest since <IndiaTime value={queue.oldest_at} />
          </span>
        ) : null}
      </h3>
      {queue.count === 0 ? (
        <p className="text-sm text-slate-600">{words.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {queue.items.map((item) => {
            const decisions = decisionsOf(queue.key, item);
            return (
              <li
                key={`${item.ref_no}-${item.hold?.hold_id ?? ''}`}
                data-testid={`queue-item-${item.ref_no}`}
                className="flex flex-col gap-0.5 py-2"
              >
                <OrderHead item={item} now={now} />
                <RiseDetail item={item} />
                {item.hold ? (
                  <span className="text-xs text-slate-800">
                    IMEI <span className="font-mono font-semibold">{item.hold.imei}</span> ·{' '}
                    {HOLD_REFERENCE[item.hold.kind]?.(item)}
                  </span>
                ) : null}
                {decisions.length > 0 ? (
                  <DecisionForm decisions={decisions} testId={`decide-${item.ref_no}`} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ConsoleQueues({ queues }: { queues: ConsoleQueue[] }) {
  const now = new Date();
  return (
    <Panel title="Off the main road">
      <div className="flex flex-col gap-6">
        <QueueSummary queues={queues} now={now} />
        <div className="grid gap-6 lg:grid-cols-2">
          {queues.map((queue) => (
            <QueueItems key={queue.key} queue={queue} now={now} />
          ))}
        </div>
      </div>
    </Panel>
  );
}
