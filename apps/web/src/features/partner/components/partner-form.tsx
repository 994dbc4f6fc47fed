import { zodResolver } from '@hookform/resolvers/zod';
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
import { sendPartnerRequest } from '../api/send-partner-request.ts';

const REDIRECT_MS = 2000;
export const PARTNER_FORM_ERROR = 'An error occurred while submitting the form.';

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
  return PARTNER_FORM_ERROR;
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

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await sendPartnerRequest(values);
      form.reset(EMPTY);
      toast.success(response.message);
      // "Index 0 of history": the site's home page.
      timer.current = window.setTimeout(() => navigate('/'), REDIRECT_MS);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  });

  const messageId = 'partner-message';
  const messageError = errors.message?.message;
  const messageHint = `${messageLength}/${LIMITS.messageMaximum} characters`;
  return (
    <form
      onSubmit={guard((event) => submit(event).catch(() => undefined))}
      noValidate
      aria-labelledby="partner-form-title"
      aria-busy={busy}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        placeholder="10-digit mobile number"
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city')}
      />
      <TextField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={LIMITS.pincodeDigits}
        placeholder="6-digit pincode"
        error={errors.pincode?.message}
        {...form.register('pincode')}
      />
      <TextField
        label="Shop Name"
        autoComplete="organization"
        error={errors.shop_name?.message}
        {...form.register('shop_name')}
      />
      <TextField
        label={
          <>
            GSTIN <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        autoCapitalize="characters"
        maxLength={15}
        placeholder="e.g. 36ABCDE1234F1Z5"
        error={errors.gstin?.message}
        {...form.register('gstin')}
      />
      <FieldShell
        id={messageId}
        label="Message"
        error={messageError}
        hint={messageHint}
        className="sm:col-span-2"
      >
        <textarea
          id={messageId}
          rows={4}
          placeholder="Tell us about your shop (optional)"
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
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
