import { LIMITS } from '@phonix/shared/validation';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField } from './text-field.tsx';

interface CodeFieldProps<T extends FieldValues> {
  /** The react-hook-form form the code belongs to, and its field's name. */
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The note that says where the code was sent, read with the field while it has no error. */
  describedBy?: string | undefined;
  /** Called with the code once it has all its digits (a form that sends itself then). */
  onComplete?: (code: string) => void;
  /** A note under the field while it has no error (what the code is, how many digits). */
  hint?: ReactNode;
  placeholder?: string;
  autoFocus?: boolean;
  /** 'off' for a code read out by someone else (the seller's payout code), never this phone's SMS. */
  autoComplete?: 'one-time-code' | 'off';
  'data-testid'?: string;
  className?: string;
}

/**
 * The one field a one-time code is typed in (a seller's, a nominee's, a partner's): digits only, at most
 * LIMITS.otpLength of them, offered by the phone's keyboard from the SMS. Its value, rule and error live in
 * the form (the shared schema's `fields.otp()`), so a wrong code focuses it like any other field.
 */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  describedBy,
  onComplete,
  ...props
}: CodeFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      ref={field.ref}
      name={field.name}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.otpLength}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        field.onChange(digits);
        if (digits.length === LIMITS.otpLength) onComplete?.(digits);
      }}
      error={error}
      {...props}
      {...(error || !describedBy ? {} : { 'aria-describedby': describedBy })}
    />
  );
}
