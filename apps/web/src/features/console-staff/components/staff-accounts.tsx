import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import {
  createStaffRequestSchema,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '@phonix/shared/staff-api';
import { Copy, KeyRound, Plus, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Badge } from '@/components/console/badge.tsx';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { fieldControlClass, SelectField, TextField } from '@/components/ui/text-field.tsx';
import { useStaffSession } from '@/lib/staff-session.ts';
import {
  type StaffAccountAction,
  staffChangeFailed,
  useCreateStaffAccount,
  useStaffAccountAction,
  useStaffAccounts,
  useUpdateStaffAccount,
} from '../api/staff-accounts.ts';

/** A generated password, shown to the admin this once to pass on. */
function IssuedPassword({
  issued,
  onClose,
}: {
  issued: { email: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={issued !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Pass this password on"
      description="It is shown only now. Give it to them in person or by phone; they can change it under Your account."
    >
      {issued ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            Password for <strong>{issued.email}</strong>:
          </p>
          <code
            data-testid="issued-password"
            className="rounded-xl bg-slate-100 px-4 py-3 font-mono text-lg break-all"
          >
            {issued.password}
          </code>
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(issued.password)
                  .then(() => toast.success('Copied'))
                  .catch(() => toast.error('Copying is not allowed here; please select the text.'))
              }
            >
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function AddStaffDialog({
  open,
  onOpenChange,
  onIssued,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIssued: (issued: { email: string; password: string }) => void;
}) {
  const form = useForm({
    resolver: zodResolver(createStaffRequestSchema),
    defaultValues: { email: '', name: '', role: 'operations' as StaffRole },
  });
  const create = useCreateStaffAccount();
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      onOpenChange(false);
      form.reset();
      onIssued({ email: result.staff.email, password: result.temporary_password });
    } catch (error) {
      staffChangeFailed(error);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add a staff member"
      description="They get a generated password. Everyone, operations staff and admins alike, sets up an authenticator app at the first sign-in."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
        <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type Pending = { account: StaffAccount; action: StaffAccountAction };

/** A card on a phone; on a desk, the cards line up as the rows of a table under one heading row. */
const COLUMNS =
  'flex flex-col gap-3 md:grid md:grid-cols-[minmax(0,1.3fr)_10rem_10rem_minmax(0,1fr)_minmax(0,1.5fr)] md:items-start md:gap-4';

function AccountRow({
  account,
  self,
  onAsk,
}: {
  account: StaffAccount;
  self: boolean;
  onAsk: (pending: Pending) => void;
}) {
  const update = useUpdateStaffAccount(account);
  const roleId = `role-${account.id}`;
  return (
    <li className={`${COLUMNS} rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs`}>
      <div>
        <span className="font-semibold text-slate-900">{account.name}</span>
        {self ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
        <br />
        <span className="break-all text-slate-600">{account.email}</span>
      </div>
      <div className="flex items-center gap-3 md:block">
        <label htmlFor={roleId} className="text-xs font-semibold text-slate-600 md:sr-only">
          Role<span className="sr-only"> of {account.name}</span>
        </label>
        <div className="w-40">
          <select
            id={roleId}
            value={account.role}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ role: event.target.value as StaffRole })}
            className={`${fieldControlClass(false)} h-11`}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-1 md:flex-col">
        {account.active ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Deactivated</Badge>}
        {account.totp_enabled ? (
          <Badge tone="brand">Authenticator set</Badge>
        ) : (
          <Badge tone="warn">Authenticator at next sign-in</Badge>
        )}
        {account.must_change_password && <Badge tone="warn">Issued password, not changed yet</Badge>}
      </div>
      <div className="text-slate-600">
        <span className="text-xs font-semibold md:hidden">Last sign-in: </span>
        {account.last_login_at ? formatIndiaDateTime(account.last_login_at) : 'Never'}
      </div>
      <div className="-ml-3 flex flex-wrap gap-1 md:ml-0">
        {account.active ? (
          <Button
            variant="ghost"
            className="px-3"
            disabled={self}
            onClick={() => onAsk({ account, action: 'deactivate' })}
          >
            <UserX className="size-4" aria-hidden />
            Deactivate<span className="sr-only"> {account.name}</span>
          </Button>
        ) : (
          <Button variant="ghost" className="px-3" onClick={() => update.mutate({ active: true })}>
            <UserCheck className="size-4" aria-hidden />
            Reactivate<span className="sr-only"> {account.name}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          className="px-3"
          disabled={!account.totp_enabled}
          onClick={() => onAsk({ account, action: 'reset-totp' })}
        >
          <ShieldOff className="size-4" aria-hidden />
          Reset authenticator<span className="sr-only"> of {account.name}</span>
        </Button>
        <Button variant="ghost" className="px-3" onClick={() => onAsk({ account, action: 'reset-password' })}>
          <KeyRound className="size-4" aria-hidden />
          New password<span className="sr-only"> for {account.name}</span>
        </Button>
      </div>
    </li>
  );
}

const QUESTIONS: Record<Pending['action'], { title: string; body: string; confirm: string }> = {
  deactivate: {
    title: 'Deactivate this account?',
    body: 'They are signed out at once and cannot sign in until an admin reactivates the account.',
    confirm: 'Deactivate',
  },
  'reset-totp': {
    title: 'Reset their authenticator?',
    body: 'For a lost or replaced phone: they are signed out, and set up a new authenticator at their next sign-in.',
    confirm: 'Reset authenticator',
  },
  'reset-password': {
    title: 'Give them a new password?',
    body: 'Their old password stops working and they are signed out. You will see the new one once.',
    confirm: 'Make a new password',
  },
};

/** Staff management (admins): add, change role, deactivate, reset an authenticator or a password. */
export function StaffAccounts() {
  const session = useStaffSession();
  const query = useStaffAccounts();
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<{ email: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const act = useStaffAccountAction((password, account) => {
    setPending(null);
    if (password) setIssued({ email: account.email, password });
  });
  const question = pending ? QUESTIONS[pending.action] : null;
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add a staff member
        </Button>
      </div>
      <QueryState query={query} isEmpty={(data) => data.staff.length === 0} empty="No staff accounts.">
        {(data) => (
          <>
            <div
              aria-hidden
              className={`${COLUMNS} mb-2 hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid`}
            >
              <span>Name</span>
              <span>Role</span>
              <span>State</span>
              <span>Last sign-in</span>
              <span>Actions</span>
            </div>
            <ul aria-label="Staff accounts" className="flex flex-col gap-3">
              {data.staff.map((account) => (
                <AccountRow
                  key={`${account.id}-${account.role}-${account.active}`}
                  account={account}
                  self={account.id === session?.staff.id}
                  onAsk={setPending}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <AddStaffDialog open={adding} onOpenChange={setAdding} onIssued={setIssued} />
      <IssuedPassword issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
      >
        <p>
          <strong>{pending?.account.name}</strong> ({pending?.account.email})
        </p>
        <p className="mt-2">{question?.body}</p>
      </ConfirmDialog>
    </>
  );
}
