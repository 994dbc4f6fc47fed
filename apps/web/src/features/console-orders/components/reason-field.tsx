import { type ComponentProps, useId } from 'react';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';

/** The "Reason" box of every staff change of an order: kept with the order's event and the audit entry. */
export function ReasonField({
  error,
  hint = 'Kept with the order and in the audit log.',
  ...props
}: ComponentProps<'textarea'> & { error?: string | undefined; hint?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label="Reason" error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        maxLength={300}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldControlClass(Boolean(error))} h-auto min-h-24 py-3`}
        {...props}
      />
    </FieldShell>
  );
}

/** The server's refusal, shown inside the dialog as well as in a toast (the dialog stays open to try again). */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}
