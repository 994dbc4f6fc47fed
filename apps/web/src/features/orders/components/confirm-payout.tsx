import { zodResolver } from '@hookform/resolvers/zod';
import { answerText } from '@phonix/shared/answer-text';
import {
  type ReleaseWithOtpRequest,
  releaseWithOtpRequestSchema,
  type SellerHandover,
} from '@phonix/shared/handover-api';
import { handoverFieldMessage } from '@phonix/shared/handover-field-messages';
import { formatIndiaTime } from '@phonix/shared/india-time';
import { seller_confirm_button } from '@phonix/shared/messages/seller_confirm_button';
import { seller_confirm_cheque_hint } from '@phonix/shared/messages/seller_confirm_cheque_hint';
import { seller_confirm_code_until } from '@phonix/shared/messages/seller_confirm_code_until';
import { seller_confirm_done_toast } from '@phonix/shared/messages/seller_confirm_done_toast';
import { seller_confirm_failed } from '@phonix/shared/messages/seller_confirm_failed';
import { seller_confirm_new_code } from '@phonix/shared/messages/seller_confirm_new_code';
import { seller_confirm_only_after } from '@phonix/shared/messages/seller_confirm_only_after';
import { seller_confirm_otp_label } from '@phonix/shared/messages/seller_confirm_otp_label';
import { seller_confirm_text } from '@phonix/shared/messages/seller_confirm_text';
import { seller_confirm_title } from '@phonix/shared/messages/seller_confirm_title';
import { seller_payment_cheque_number } from '@phonix/shared/messages/seller_payment_cheque_number';
import { formatINR } from '@phonix/shared/money';
import { describePayoutIn } from '@phonix/shared/order-texts';
import { LIMITS } from '@phonix/shared/validation';
import { KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useConfirmPayout } from '../api/handover.ts';

interface ConfirmValues {
  otp: string;
  cheque_number?: string;
}

// A cheque payout also needs the number of the cheque handed over (the server asks for it the same way);
// its form always holds the field, so the stricter schema's input is the form's.
const otpResolver = translated(zodResolver(releaseWithOtpRequestSchema), handoverFieldMessage);
const chequeResolver = translated(
  zodResolver(releaseWithOtpRequestSchema.required({ cheque_number: true })) as Resolver<
    ConfirmValues,
    unknown,
    ReleaseWithOtpRequest
  >,
  handoverFieldMessage,
);

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
  const { locale } = usePageLocale();
  const amount = formatINR(handover.final_amount, locale);

  const submit = guard(
    form.handleSubmit(async (request) => {
      onProblem(null);
      onConfirming(true);
      try {
        const answer = await confirm.mutateAsync(request);
        toast.success(answerText(answer.message, seller_confirm_done_toast));
      } catch (error) {
        onConfirming(false);
        const message = errorMessage(error, seller_confirm_failed());
        if (error instanceof ApiError && error.code && CODE_GONE.has(error.code)) {
          onProblem(seller_confirm_new_code({ message }));
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
            {messageParts((marks) => seller_confirm_title(marks), {
              amount: <span data-testid="confirm-payout-amount">{amount}</span>,
              destination: (
                <span data-testid="confirm-payout-destination">
                  {describePayoutIn(handover.payout.details, locale)}
                </span>
              ),
            })}
          </h2>
          <p id="confirm-payout-text" className="mt-1 text-sm text-slate-700">
            {seller_confirm_text({ count: LIMITS.otpLength })}
          </p>
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-slate-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          {seller_confirm_only_after()}
          {handover.otp_expires_at
            ? ` ${seller_confirm_code_until({ time: formatIndiaTime(handover.otp_expires_at, locale) })}`
            : ''}
        </span>
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={seller_confirm_otp_label()}
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
              label={seller_payment_cheque_number()}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              hint={seller_confirm_cheque_hint()}
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
          {seller_confirm_button()}
        </Button>
      </form>
    </section>
  );
}
