import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_LIMITS, STAFF_ROLE_LABELS, staffPasswordFormSchema } from '@phonix/shared/staff-api';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useStaffMe } from '@/lib/staff-session.ts';
import { useChangeOwnPassword } from '../api/staff-accounts.ts';

const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** The form field a refused change names (the server's `field`), if it is one of ours. */
function fieldOf(error: unknown): (typeof PASSWORD_FIELDS)[number] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return PASSWORD_FIELDS.find((name) => name === error.field);
}

/**
 * A new password for the signed-in staff member (the current one is asked for; other sessions end). A
 * password issued by an admin counts as changed afterwards, so the console opens fully.
 */
function PasswordChangeForm({ currentLabel }: { currentLabel: string }) {
  const changeOwnPassword = useChangeOwnPassword();
  const form = useForm({
    resolver: zodResolver(staffPasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await changeOwnPassword.mutateAsync(values);
      toast.success(result.message);
      form.reset();
    } catch (error) {
      const field = fieldOf(error);
      const message = errorMessage(error, 'Your password could not be changed. Please try again.');
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex max-w-md flex-col gap-4">
      <TextField
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_LIMITS.passwordMinimum} characters, not a common password. A few unrelated words make a good one.`}
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}

/**
 * Shown instead of every screen while the password an admin issued is not changed: the server refuses
 * every other console call until then (STAFF_PASSWORD_CHANGE_REQUIRED).
 */
export function FirstPasswordChange() {
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
      <Panel title="Your password was issued by an admin">
        <p className="mb-4 text-sm text-slate-600">
          Before you use the console, replace it with a password only you know.
        </p>
        <PasswordChangeForm currentLabel="Password you signed in with" />
      </Panel>
    </div>
  );
}

/** Your account: who you are in the console, and a new password (your other sessions end). */
export function AccountSettings() {
  const me = useStaffMe();
  return (
    <div className="grid max-w-3xl gap-6">
      <Panel title="You">
        {me.data ? (
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-600">Name</dt>
            <dd className="font-medium">{me.data.staff.name}</dd>
            <dt className="text-slate-600">Email</dt>
            <dd className="font-medium break-all">{me.data.staff.email}</dd>
            <dt className="text-slate-600">Role</dt>
            <dd className="font-medium">{STAFF_ROLE_LABELS[me.data.staff.role]}</dd>
            <dt className="text-slate-600">Authenticator</dt>
            <dd className="font-medium">{me.data.staff.totp_enabled ? 'Set up' : 'Not set up'}</dd>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">Loading...</p>
        )}
        <p className="mt-4 text-sm text-slate-600">
          Lost the phone with your authenticator? Ask another admin to reset it under Staff; you set up a new
          one at your next sign-in.
        </p>
      </Panel>
      <Panel title="Change your password">
        <PasswordChangeForm currentLabel="Current password" />
      </Panel>
    </div>
  );
}
