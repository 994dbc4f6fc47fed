import { zodResolver } from '@hookform/resolvers/zod';
import { content_contact_characters } from '@phonix/shared/messages/content_contact_characters';
import { content_contact_email } from '@phonix/shared/messages/content_contact_email';
import { content_contact_email_invalid } from '@phonix/shared/messages/content_contact_email_invalid';
import { content_contact_email_required } from '@phonix/shared/messages/content_contact_email_required';
import { content_contact_failed } from '@phonix/shared/messages/content_contact_failed';
import { content_contact_message } from '@phonix/shared/messages/content_contact_message';
import { content_contact_message_too_long } from '@phonix/shared/messages/content_contact_message_too_long';
import { content_contact_name } from '@phonix/shared/messages/content_contact_name';
import { content_contact_name_required } from '@phonix/shared/messages/content_contact_name_required';
import { content_contact_name_too_long } from '@phonix/shared/messages/content_contact_name_too_long';
import { content_contact_not_allowed } from '@phonix/shared/messages/content_contact_not_allowed';
import { content_contact_sending } from '@phonix/shared/messages/content_contact_sending';
import { content_contact_sent } from '@phonix/shared/messages/content_contact_sent';
import { content_contact_subject } from '@phonix/shared/messages/content_contact_subject';
import { content_contact_subject_required } from '@phonix/shared/messages/content_contact_subject_required';
import { content_contact_subject_too_long } from '@phonix/shared/messages/content_contact_subject_too_long';
import { content_contact_submit } from '@phonix/shared/messages/content_contact_submit';
import { type ContactRequest, contactRequestSchema, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** After a successful message the page goes back one step (SPEC 2 and 9: after 2 seconds). */
const REDIRECT_MS = 2000;

function Required() {
  return (
    <span className="text-red-700" aria-hidden>
      *
    </span>
  );
}

type ContactField = keyof ContactRequest;

/**
 * A field's error in the page's language. The shared schema (validation.ts) speaks English for the API; the
 * form tells its rules apart by the zod issue's code (react-hook-form's `type`), never by the English text.
 */
function contactFieldError(field: ContactField, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  // refine(isAcceptedText): control characters or broken text.
  if (error.type === 'custom') return content_contact_not_allowed();
  const missing = error.type === 'too_small' || error.type === 'invalid_type';
  switch (field) {
    case 'name':
      return missing ? content_contact_name_required() : content_contact_name_too_long();
    case 'email':
      return missing ? content_contact_email_required() : content_contact_email_invalid();
    case 'subject':
      return missing ? content_contact_subject_required() : content_contact_subject_too_long();
    case 'message':
      return content_contact_message_too_long();
  }
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

  const sendContactMessage = useSendContactMessage();
  const submit = form.handleSubmit(async (values) => {
    try {
      // The API's answer is English (SPEC 7); the visitor reads it in the page's language.
      await sendContactMessage.mutateAsync(values);
      toast.success(content_contact_sent());
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
      toast.error(errorMessage(error, content_contact_failed()));
      throw error;
    }
  });

  const messageId = 'contact-message';
  const messageError = contactFieldError('message', errors.message);
  const messageHint = content_contact_characters({ count: messageLength, max: LIMITS.messageMaximum });
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
              {content_contact_name()} <Required />
            </>
          }
          autoComplete="name"
          error={contactFieldError('name', errors.name)}
          {...form.register('name')}
        />
        <TextField
          label={
            <>
              {content_contact_email()} <Required />
            </>
          }
          type="email"
          autoComplete="email"
          inputMode="email"
          error={contactFieldError('email', errors.email)}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={
          <>
            {content_contact_subject()} <Required />
          </>
        }
        error={contactFieldError('subject', errors.subject)}
        {...form.register('subject')}
      />
      <FieldShell id={messageId} label={content_contact_message()} error={messageError} hint={messageHint}>
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
        {busy ? content_contact_sending() : content_contact_submit()}
      </Button>
    </form>
  );
}
