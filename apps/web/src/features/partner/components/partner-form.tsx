import { zodResolver } from '@hookform/resolvers/zod';
import { partner_join_city } from '@phonix/shared/messages/partner_join_city';
import { partner_join_error } from '@phonix/shared/messages/partner_join_error';
import { partner_join_gstin_placeholder } from '@phonix/shared/messages/partner_join_gstin_placeholder';
import { partner_join_message } from '@phonix/shared/messages/partner_join_message';
import { partner_join_message_count } from '@phonix/shared/messages/partner_join_message_count';
import { partner_join_message_placeholder } from '@phonix/shared/messages/partner_join_message_placeholder';
import { partner_join_mobile } from '@phonix/shared/messages/partner_join_mobile';
import { partner_join_mobile_placeholder } from '@phonix/shared/messages/partner_join_mobile_placeholder';
import { partner_join_name } from '@phonix/shared/messages/partner_join_name';
import { partner_join_optional } from '@phonix/shared/messages/partner_join_optional';
import { partner_join_pincode } from '@phonix/shared/messages/partner_join_pincode';
import { partner_join_pincode_placeholder } from '@phonix/shared/messages/partner_join_pincode_placeholder';
import { partner_join_shop_name } from '@phonix/shared/messages/partner_join_shop_name';
import { partner_join_submit } from '@phonix/shared/messages/partner_join_submit';
import { partner_join_submitting } from '@phonix/shared/messages/partner_join_submitting';
import { partner_join_success } from '@phonix/shared/messages/partner_join_success';
import { LIMITS, partnerRequestSchema } from '@phonix/shared/validation';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSendPartnerRequest } from '../api/send-partner-request.ts';
import { formError } from '../utils/field-error.ts';

const REDIRECT_MS = 2000;

const EMPTY = { name: '', mobile: '', city: '', pincode: '', shop_name: '', gstin: '', message: '' };

/**
 * SPEC 4 and 8: a server that answers success false (a rule it checks, or too many requests) speaks for
 * itself; a network failure, a server fault or anything else gets the one generic message.
 */
function failureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.serverMessage &&
    error.status > 0 &&
    error.status < 500 &&
    error.status !== 404
  ) {
    return error.message;
  }
  return partner_join_error();
}

/** 'Partner with Us' (SPEC 2, 4, 5, 8): errors show once a field is touched. */
export function PartnerForm() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const form = useForm({
    resolver: zodResolver(partnerRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { busy, guard } = useSingleFlight();
  const messageLength = form.watch('message')?.length ?? 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const sendPartnerRequest = useSendPartnerRequest();
  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await sendPartnerRequest.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(response.success ? partner_join_success() : response.message);
      // "Index 0 of history": the site's home page.
      timer.current = window.setTimeout(() => navigate('/'), REDIRECT_MS);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  });

  const messageId = 'partner-message';
  const messageError = formError(errors.message?.message);
  const messageHint = partner_join_message_count({ count: messageLength, max: LIMITS.messageMaximum });
  return (
    <form
      onSubmit={guard((event) => submit(event).catch(() => undefined))}
      noValidate
      aria-labelledby="partner-form-title"
      aria-busy={busy}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={partner_join_name()}
        autoComplete="name"
        error={formError(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={partner_join_mobile()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        placeholder={partner_join_mobile_placeholder()}
        error={formError(errors.mobile?.message)}
        {...form.register('mobile')}
      />
      <TextField
        label={partner_join_city()}
        autoComplete="address-level2"
        error={formError(errors.city?.message)}
        {...form.register('city')}
      />
      <TextField
        label={partner_join_pincode()}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={LIMITS.pincodeDigits}
        placeholder={partner_join_pincode_placeholder()}
        error={formError(errors.pincode?.message)}
        {...form.register('pincode')}
      />
      <TextField
        label={partner_join_shop_name()}
        autoComplete="organization"
        error={formError(errors.shop_name?.message)}
        {...form.register('shop_name')}
      />
      <TextField
        label={
          <>
            GSTIN <span className="font-normal text-slate-600">{partner_join_optional()}</span>
          </>
        }
        autoCapitalize="characters"
        maxLength={15}
        placeholder={partner_join_gstin_placeholder()}
        error={formError(errors.gstin?.message)}
        {...form.register('gstin')}
      />
      <FieldShell
        id={messageId}
        label={partner_join_message()}
        error={messageError}
        hint={messageHint}
        className="sm:col-span-2"
      >
        <textarea
          id={messageId}
          rows={4}
          placeholder={partner_join_message_placeholder()}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(messageId, messageError, messageHint)}
          className={`${fieldControlClass(Boolean(messageError))} h-auto min-h-28 py-3`}
          {...form.register('message')}
        />
      </FieldShell>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit sm:min-w-40">
          {busy ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Send className="size-5" aria-hidden />
          )}
          {busy ? partner_join_submitting() : partner_join_submit()}
        </Button>
      </div>
    </form>
  );
}
