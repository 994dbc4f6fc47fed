import { partner_login_expired } from '@phonix/shared/messages/partner_login_expired';
import { partner_login_heading } from '@phonix/shared/messages/partner_login_heading';
import { partner_login_lead } from '@phonix/shared/messages/partner_login_lead';
import { partner_title_sign_in } from '@phonix/shared/messages/partner_title_sign_in';
import { partner_toast_welcome } from '@phonix/shared/messages/partner_toast_welcome';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import {
  startPartnerSession,
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
  usePageTitle(partner_title_sign_in());
  const token = usePartnerToken();
  const navigate = useNavigate();
  const location = useLocation();
  const target = targetOf((location.state as { from?: string } | null)?.from);
  const [expired] = useState(() => takeEndedReason() === 'expired');
  if (token) return <Navigate to={target} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-8 text-slate-950 sm:justify-center">
      <div className="w-full max-w-md rounded-2xl border-2 border-slate-300 bg-white p-5 sm:p-8">
        <div className="mb-5 flex items-center justify-between gap-3">
          <Logo className="h-9 w-auto" />
          <LanguageSwitcher className="text-base text-brand-900" />
        </div>
        <h1 className="text-2xl font-extrabold">{partner_login_heading()}</h1>
        <p className="mt-1 mb-5 text-base text-slate-800">{partner_login_lead()}</p>
        {expired ? (
          <p
            role="status"
            className="mb-5 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950"
          >
            {partner_login_expired()}
          </p>
        ) : null}
        <PartnerSignInForm
          onSignedIn={(answer) => {
            startPartnerSession(answer);
            toast.success(partner_toast_welcome({ shop: answer.partner.shop_name }));
            navigate(target, { replace: true });
          }}
        />
      </div>
    </main>
  );
}
