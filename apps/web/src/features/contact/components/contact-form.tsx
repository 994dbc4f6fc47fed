import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

/** After a successful message the page goes back one step (SPEC 2 and 9: after 2 seconds). */
const REDIRECT_MS = 2000;

function Required() {
  return (
    <span className="text-red-700" aria-hidden>
      *
    </span>
  );
}

/**
 * Whether the page before this one in the tab's history is a page of this site, loaded whole or not (a link
 * followed before its part of the page was hydrated loads the next page whole). The Navigation API lists only
 * this origin's entries; the referrer cannot tell, as the server sends `Referrer-Policy: no-referrer`.
 */
function previousPageIsThisSite(): boolean {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  return (navigation?.currentEntry?.index ?? 0) > 0;
}

/** The 'Get in Touch' form (SPEC 2 and 5). */
export function ContactForm() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const form = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors, isSubmitSuccessful } = form.formState;
  const { busy, guard } = useSingleFlight();
  const messageLength = form.watch('message')?.length ?? 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await sendContactMessage(values);
      toast.success(response.message);
      timer.current = window.setTimeout(() => {
        // Back one step, as the spec says; a visitor who opened this page directly goes home instead of away.
        // The step back may be within the app (the router's history) or a page of the site loaded whole (a
        // link followed before its part of the page was hydrated).
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else if (previousPageIsThisSite()) window.history.back();
        else navigate('/');
      }, REDIRECT_MS);
    } catch (error) {
      toast.error(errorMessage(error, 'Your message could not be sent. Please try again.'));
      throw error;
    }
  });

  const messageId = 'contact-message';
  const messageError = errors.message?.message;
  const messageHint = `${messageLength}/${LIMITS.messageMaximum} characters`;
  return (
    <form
      onSubmit={guard((event) => submit(event).catch(() => undefined))}
      noValidate
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={
            <>
              Name <Required />
            </>
          }
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={
            <>
              Email <Required />
            </>
          }
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={
          <>
            Subject <Required />
          </>
        }
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <FieldShell id={messageId} label="Message" error={messageError} hint={messageHint}>
        <textarea
          id={messageId}
          rows={5}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(messageId, messageError, messageHint)}
          className={`${fieldControlClass(Boolean(messageError))} h-auto min-h-32 py-3`}
          {...form.register('message')}
        />
      </FieldShell>
      <Button type="submit" size="lg" disabled={busy || isSubmitSuccessful} className="w-full sm:w-fit">
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <Send className="size-5" aria-hidden />
        )}
        {busy ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}
