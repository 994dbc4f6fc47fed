import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { SignInForm } from '@/features/console-auth/components/sign-in-form.tsx';
import { setStaffSession, takeEndedReason, useStaffSession } from '@/lib/staff-session.ts';

/** /admin/sign-in: the console's door; back to the page that asked for it afterwards. */
export function Component() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from?.startsWith('/admin') && !from.startsWith('/admin/sign-in') ? from : '/admin';
  const [expired] = useState(() => takeEndedReason() === 'expired');
  useEffect(() => {
    document.title = 'Sign in · Phonix console';
  }, []);
  if (session) return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Logo className="mb-6 h-9 w-auto" />
        <h1 className="text-2xl font-bold text-slate-900">Sign in to the operations console</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          For the Phonix team. Sellers sign in on the main site.
        </p>
        {expired ? (
          <p
            role="status"
            className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            Your session has ended. Please sign in again.
          </p>
        ) : null}
        <SignInForm
          onSignedIn={(signedIn) => {
            setStaffSession(signedIn);
            navigate(target, { replace: true });
          }}
        />
      </div>
    </main>
  );
}
