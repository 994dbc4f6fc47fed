import { partner_error_generic } from '@phonix/shared/messages/partner_error_generic';
import { partner_step_number } from '@phonix/shared/messages/partner_step_number';
import { partner_step_state_done } from '@phonix/shared/messages/partner_step_state_done';
import { partner_step_state_stopped } from '@phonix/shared/messages/partner_step_state_stopped';
import { partner_step_state_todo } from '@phonix/shared/messages/partner_step_state_todo';
import { partner_step_state_waiting } from '@phonix/shared/messages/partner_step_state_waiting';
import { partner_toast_payout_otp } from '@phonix/shared/messages/partner_toast_payout_otp';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { type ButtonHTMLAttributes, type ReactNode, useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/**
 * The pieces every handover step is drawn with: a numbered card with its state in words, the server's
 * refusal in its own words, and one large button per action (a phone held in one hand, outdoors).
 */

export type StepState = 'done' | 'todo' | 'waiting' | 'stopped';

const stateWords: Record<StepState, () => string> = {
  done: () => partner_step_state_done(),
  todo: () => partner_step_state_todo(),
  waiting: () => partner_step_state_waiting(),
  stopped: () => partner_step_state_stopped(),
};

const badgeTone: Record<StepState, string> = {
  done: 'bg-emerald-100 text-emerald-950 ring-emerald-700',
  todo: 'bg-slate-100 text-slate-950 ring-slate-600',
  waiting: 'bg-amber-100 text-amber-950 ring-amber-700',
  stopped: 'bg-red-100 text-red-950 ring-red-700',
};

const numberTone: Record<StepState, string> = {
  done: 'bg-emerald-700 text-white',
  todo: 'bg-slate-950 text-white',
  waiting: 'bg-amber-600 text-white',
  stopped: 'bg-red-700 text-white',
};

/** One step of the checklist; `data-state` carries its state for tests ('done', 'todo', ...). */
export function StepCard({
  number,
  title,
  state,
  testId,
  children,
}: {
  number: number;
  title: string;
  state: StepState;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      data-state={state}
      className={`flex scroll-mt-20 flex-col gap-4 rounded-2xl border-2 bg-white p-4 ${
        state === 'done' ? 'border-emerald-700' : state === 'stopped' ? 'border-red-700' : 'border-slate-300'
      }`}
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${numberTone[state]}`}
        >
          {state === 'done' ? <Check className="size-6" strokeWidth={3} /> : number}
        </span>
        <h2 id={`${id}-title`} className="min-w-0 flex-1 text-xl leading-tight font-extrabold text-slate-950">
          <span className="sr-only">{partner_step_number({ number })} </span>
          {title}
        </h2>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ring-2 ring-inset ${badgeTone[state]}`}
        >
          {stateWords[state]()}
        </span>
      </header>
      {children}
    </section>
  );
}

/** The server's refusal (or a rule the page checked first); always in the page, so each new one is heard. */
export function Problem({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <div role="alert" data-testid={testId}>
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base font-semibold text-red-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A step's main action: full width, at least 56 px high, a spinner while its one request is on its way. */
export function StepButton({
  busy,
  icon,
  children,
  className = '',
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  icon?: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button
      size="lg"
      variant={variant}
      disabled={busy}
      className={`min-h-14 w-full text-lg ${className}`}
      {...props}
    >
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : icon}
      {children}
    </Button>
  );
}

/** "Change", for a step already done: opens its form again (steps can be corrected until the payout). */
export function ChangeButton({ children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Button
      variant="secondary"
      size="lg"
      className="min-h-12 w-full border-2 text-base text-brand-900"
      {...props}
    >
      {children}
    </Button>
  );
}

/** What was recorded, as label and value rows, large enough to read out to the seller. */
export function Recorded({
  rows,
}: {
  rows: readonly { label: string; value: ReactNode; testId?: string }[];
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl bg-slate-100 px-4 py-3 text-base sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-700">{row.label}</dt>
          <dd data-testid={row.testId} className="mb-1 font-bold break-words text-slate-950 sm:mb-0">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A refused step's message in the server's words. */
export const refusal = (error: unknown) => errorMessage(error, partner_error_generic());

/** Whether a refusal concerns the final amount (the agreed price moved): the amount opens again. */
export const isAmountRefusal = (error: unknown) =>
  error instanceof ApiError && (error.field === 'final_amount' || error.code === 'AMOUNT_NOT_AGREED');

/**
 * Asks the server to text the seller the payout code (first time or again): a refusal becomes the step's
 * problem, a cool-down starts the wait before the next, a refused amount reopens the amount. `send` is the
 * step's mutation (useSendPayoutOtp), which reads the handover again after a refusal.
 */
export async function askForPayoutCode(
  send: () => Promise<unknown>,
  on: {
    wait: { left: number; start: (seconds: number) => void };
    setProblem: (problem: string | null) => void;
    onAmountRefused: () => void;
  },
): Promise<void> {
  if (on.wait.left > 0) return;
  on.setProblem(null);
  try {
    await send();
    toast.success(partner_toast_payout_otp());
  } catch (error) {
    on.setProblem(refusal(error));
    if (error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter)
      on.wait.start(error.retryAfter);
    if (isAmountRefusal(error)) on.onAmountRefused();
  }
}
