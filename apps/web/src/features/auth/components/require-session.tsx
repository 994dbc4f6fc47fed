import { seller_loading } from '@phonix/shared/messages/seller_loading';
import { seller_login_button } from '@phonix/shared/messages/seller_login_button';
import { seller_purpose_page } from '@phonix/shared/messages/seller_purpose_page';
import { seller_require_text } from '@phonix/shared/messages/seller_require_text';
import { seller_require_title } from '@phonix/shared/messages/seller_require_title';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { LogIn, ShieldCheck } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { openAuthDialog, useSession } from '@/lib/session.ts';
import type { StoredUser } from '@/lib/storage.ts';

interface RequireSessionProps {
  /** The page, for the logged-in customer. */
  children: (user: StoredUser) => ReactNode;
  /** The device being sold, shown in the login dialog. */
  selectedModel?: AnswerRecord | null;
  /** What the visitor is about to see, for the sign-in prompt. */
  purpose?: string;
}

/**
 * Login-only pages (SPEC 2): without a session the page shows nothing of any account, opens the login
 * dialog and offers it again if it is closed; once logged in, the page renders for that customer.
 */
export function RequireSession({
  children,
  selectedModel = null,
  purpose = seller_purpose_page(),
}: RequireSessionProps) {
  const { user, ready } = useSession();
  // Only a visitor who arrives logged out gets the dialog by itself; a session that ends here (log-out,
  // expiry) leaves the page quietly with the prompt below.
  const prompted = useRef(false);
  const loginButton = useRef<HTMLButtonElement>(null);
  if (user) prompted.current = true;

  // The dialog speaks of what the visitor came for; closed without logging in, the focus lands on Login.
  const open = useCallback(
    () => openAuthDialog('login', selectedModel, { purpose, returnFocus: () => loginButton.current }),
    [selectedModel, purpose],
  );

  useEffect(() => {
    if (!ready || user || prompted.current) return;
    prompted.current = true;
    open();
  }, [ready, user, open]);

  if (!ready) return <Spinner label={seller_loading()} className="flex-1 py-24" />;
  if (user) return children(user);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <ShieldCheck className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{seller_require_title()}</h1>
      <p className="max-w-md text-slate-600">{seller_require_text({ purpose })}</p>
      <Button ref={loginButton} size="lg" onClick={open}>
        <LogIn className="size-5" aria-hidden />
        {seller_login_button()}
      </Button>
    </PageContainer>
  );
}
