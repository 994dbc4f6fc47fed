import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ReleaseWithOtpRequest,
  releaseWithOtpRequestSchema,
  type SellerHandover,
} from '@phonix/shared/handover-api';
import { formatIndiaTime } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import { LIMITS } from '@phonix/shared/validation';
import { KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useConfirmPayout } from '../api/handover.ts';

interface ConfirmValues {
  otp: string;
  cheque_number?: string;
}

// A cheque payout also needs the number of the cheque handed over (the server asks for it the same way);
// its form always holds the field, so the stricter schema's input is the form's.
const otpResolver = zodResolver(releaseWithOtpRequestSchema);
const chequeResolver = zodResolver(releaseWithOtpRequestSchema.required({ cheque_number: true })) as Resolver<
  ConfirmValues,
  unknown,
  ReleaseWithOtpRequest
>;

/** Codes that cannot be used again: the panel goes, and the seller waits for a new one. */
const CODE_GONE = new Set(['OTP_EXPIRED', 'OTP_LOCKED']);

interface ConfirmPayoutProps {
  customerId: number;
  handover: SellerHandover & { payout: NonNullable<SellerHandover['payout']>; final_amount: number };
  /**
   * True as the code goes out (the answer shows the payment before this panel's call returns, so the page
   * knows to move focus to it), false when it was refused.
   */
  onConfirming: (pending: boolean) => void;
  /** A refusal without a field of its own, shown in the panel (and by the page if the panel goes). */
  problem: string | null;
  onProblem: (message: string | null) => void;
  /** The code or the order changed meanwhile: read the handover (and the order) again. */
  onStale: () => void;
}

/**
 * 'Confirm ₹X to <masked destination>': shown while the payout OTP the executive had sent can be used. The
 * seller types it here instead of reading it out; the payout is released and the order completed at once.
 */
export function ConfirmPayout({
  customerId,
  handover,
  problem,
  onConfirming,
  onProblem,
  onStale,
}: ConfirmPayoutProps) {
  const cheque = handover.payout.method === 'cheque';
  const confirm = useConfirmPayout(customerId, handover.ref_no);
  const { busy, guard } = useSingleFlight();
  const form = useForm<ConfirmValues, unknown, ReleaseWithOtpRequest>({
    resolver: cheque ? chequeResolver : otpResolver,
    defaultValues: cheque ? { otp: '', cheque_number: '' } : { otp: '' },
  });
  const { errors } = form.formState;
  const amount = formatINR(handover.final_amount);

  const submit = guard(
    form.handleSubmit(async (request) => {
      onProblem(null);
      onConfirming(true);
      try {
        const answer = await confirm.mutateAsync(request);
        toast.success(answer.message);
      } catch (error) {
        onConfirming(false);
        const message = errorMessage(error, 'We could not confirm the payment. Please try again.');
        if (error instanceof ApiError && error.code && CODE_GONE.has(error.code)) {
          onProblem(`${message} Our executive can send you a new code.`);
          onStale();
        } else if (error instanceof ApiError && (error.field === 'otp' || error.field === 'cheque_number')) {
          form.setError(error.field, { type: 'server', message }, { shouldFocus: true });
        } else {
          onProblem(message);
          if (error instanceof ApiError && error.status === 409) onStale();
        }
      }
    }),
  );

  return (
    <section
      aria-labelledby="confirm-payout-title"
      aria-describedby="confirm-payout-text"
      className="rounded-2xl bg-white p-5 shadow-xs ring-2 ring-brand-600 md:p-6"
      data-testid="confirm-payout-panel"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="confirm-payout-title" className="text-lg font-bold break-words text-slate-900">
            Confirm <span data-testid="confirm-payout-amount">{amount}</span> to{' '}
            <span data-testid="confirm-payout-destination">{handover.payout.description}</span>
          </h2>
          <p id="confirm-payout-text" className="mt-1 text-sm text-slate-700">
            We have sent a {LIMITS.otpLength}-digit OTP by SMS to your mobile number. Enter it here to release
            your payment, or read it out to our executive instead: either way you are paid once.
          </p>
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-slate-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Confirm only once you have handed over your phone.
          {handover.otp_expires_at
            ? ` The code works until ${formatIndiaTime(handover.otp_expires_at)}.`
            : ''}
        </span>
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Payout OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            placeholder="• • • •"
            error={errors.otp?.message}
            className="text-center text-2xl font-bold tracking-[0.6em] tabular-nums"
            data-testid="payout-otp"
            {...form.register('otp', digitsOnly(form, 'otp'))}
          />
          {cheque ? (
            <TextField
              label="Cheque number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              hint="The 6 digits at the bottom left of the cheque the executive hands you."
              error={errors.cheque_number?.message}
              className="tabular-nums"
              data-testid="payout-cheque-number"
              {...form.register('cheque_number', digitsOnly(form, 'cheque_number'))}
            />
          ) : null}
        </div>
        {/* Always in the page, so what appears in it is read out. */}
        <div role="alert">
          {problem ? (
            <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{problem}</p>
          ) : null}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          className="sm:self-start"
          data-testid="confirm-payout"
        >
          {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
          Confirm payout
        </Button>
      </form>
    </section>
  );
}
