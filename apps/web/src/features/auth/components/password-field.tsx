import { seller_password_hide } from '@phonix/shared/messages/seller_password_hide';
import { seller_password_show } from '@phonix/shared/messages/seller_password_show';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide switch (typing a password on a phone keyboard is error-prone). */
export function PasswordField({ label, error, ref, ...props }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, undefined)}
          className={`${fieldControlClass(Boolean(error))} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? seller_password_hide() : seller_password_show()}
          aria-pressed={visible}
          className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:text-slate-900"
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      </div>
    </FieldShell>
  );
}
