import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

const controlClass =
  'h-12 w-full rounded-xl border bg-white px-4 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600';
const okClass = 'border-slate-300 focus:border-brand-600 focus:ring-brand-200';
const badClass = 'border-red-500 focus:border-red-600 focus:ring-red-200';

export function fieldControlClass(invalid: boolean): string {
  return `${controlClass} ${invalid ? badClass : okClass}`;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label above a control and its message below; the message is tied to the control for screen readers. */
export function FieldShell({ id, label, error, hint, children, className = '' }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  containerClassName = '',
  ref,
  ...props
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`${fieldControlClass(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
}

export function SelectField({
  label,
  error,
  id,
  className = '',
  containerClassName = '',
  ref,
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldShell id={selectId} label={label} error={error} className={containerClassName}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, undefined)}
        className={`${fieldControlClass(Boolean(error))} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * Register options for a digits-only field (mobile, OTP): anything else typed or pasted is dropped. The
 * field stays uncontrolled, so nothing typed can be lost to a re-render.
 */
export function digitsOnly<Name extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: any react-hook-form form with this field
  form: { setValue: (name: Name, value: any) => void },
  name: Name,
  onDigits?: (digits: string) => void,
) {
  return {
    onChange: (event: { target: { value: string } }) => {
      const raw = event.target.value;
      const digits = raw.replace(/\D/g, '');
      if (digits !== raw) form.setValue(name, digits);
      onDigits?.(digits);
    },
  };
}
