import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import {
  PARTNER_QUERY_KEY,
  setPartnerToken,
  takeEndedReason,
  usePartnerToken,
} from '@/features/partner-portal/api/partner-session.ts';
import { PartnerSignInForm } from '@/features/partner-portal/components/sign-in-form.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** Where a signed-in partner goes: the page that sent them here (a portal page or a re-check), else /partner. */
function targetOf(from: string | undefined): string {
  if (!from) return '/partner';
  const portal = (from === '/partner' || from.startsWith('/partner/')) && !from.startsWith('/partner/login');
  const recheck = /^\/(?:[^/]+\/)?requote\/[^/]+\/[^/]+\/[^/]+$/.test(from);
  return portal || recheck ? from : '/partner';
}

/** /partner/login: mobile number, then OTP; back to the page that asked for it afterwards. */
export function Component() {
  usePageTitle('Sign in');
  const token = usePartnerToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const target = targetOf((location.state as { from?: string } | null)?.from);
  const [expired] = useState(() => takeEndedReason() === 'expired');
  if (token) return <Navigate to={target} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-8 text-slate-950 sm:justify-center">
      <div className="w-full max-w-md rounded-2xl border-2 border-slate-300 bg-white p-5 sm:p-8">
        <Logo className="mb-5 h-9 w-auto" />
        <h1 className="text-2xl font-extrabold">Partner sign in</h1>
        <p className="mt-1 mb-5 text-base text-slate-800">For shops that pick up phones for Phonix.</p>
        {expired ? (
          <p
            role="status"
            className="mb-5 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950"
          >
            You were signed out. Please sign in again.
          </p>
        ) : null}
        <PartnerSignInForm
          onSignedIn={(answer) => {
            setPartnerToken(answer.token);
            queryClient.setQueryData([PARTNER_QUERY_KEY, 'partnerProfile', {}], {
              success: true as const,
              partner: answer.partner,
            });
            toast.success(answer.message);
            navigate(target, { replace: true });
          }}
        />
      </div>
    </main>
  );
}
