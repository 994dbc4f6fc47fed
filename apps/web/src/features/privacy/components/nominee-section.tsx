import { maskMobile } from '@phonix/shared/handover';
import { privacy_nominee_add } from '@phonix/shared/messages/privacy_nominee_add';
import { privacy_nominee_failed } from '@phonix/shared/messages/privacy_nominee_failed';
import { privacy_nominee_intro } from '@phonix/shared/messages/privacy_nominee_intro';
import { privacy_nominee_loading } from '@phonix/shared/messages/privacy_nominee_loading';
import { privacy_nominee_mobile_shown } from '@phonix/shared/messages/privacy_nominee_mobile_shown';
import { privacy_nominee_named_on } from '@phonix/shared/messages/privacy_nominee_named_on';
import { privacy_nominee_none } from '@phonix/shared/messages/privacy_nominee_none';
import { privacy_nominee_page_title } from '@phonix/shared/messages/privacy_nominee_page_title';
import { privacy_nominee_remove } from '@phonix/shared/messages/privacy_nominee_remove';
import { privacy_nominee_removed_now } from '@phonix/shared/messages/privacy_nominee_removed_now';
import { privacy_nominee_replace } from '@phonix/shared/messages/privacy_nominee_replace';
import { privacy_nominee_state_active } from '@phonix/shared/messages/privacy_nominee_state_active';
import { privacy_nominee_state_pending } from '@phonix/shared/messages/privacy_nominee_state_pending';
import { privacy_nominee_title } from '@phonix/shared/messages/privacy_nominee_title';
import { privacy_nominee_verified_now } from '@phonix/shared/messages/privacy_nominee_verified_now';
import { privacy_nominee_verified_on } from '@phonix/shared/messages/privacy_nominee_verified_on';
import { privacy_nominee_where } from '@phonix/shared/messages/privacy_nominee_where';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import type { Nominee } from '@phonix/shared/privacy-api';
import { paths } from '@phonix/shared/routes';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { useNominee, useSendNomineeCode } from '../api/privacy.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { NomineeNameForm } from './nominee-name-form.tsx';
import { NomineeRemoveForm } from './nominee-remove-form.tsx';
import { NomineeVerifyForm } from './nominee-verify-form.tsx';
import { SectionCard, StatusLine } from './section-card.tsx';

/** A number as the page shows it: only its last four digits (the one masking style, handover.ts). */
export { maskMobile };

const STATE_CLASS: Record<Nominee['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  active: 'bg-green-50 text-green-900 ring-green-200',
};

function NomineeCard({ nominee }: { nominee: Nominee }) {
  const { locale } = usePageLocale();
  return (
    <div className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold break-words text-slate-900">{nominee.name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASS[nominee.state]}`}
        >
          {nominee.state === 'active' ? privacy_nominee_state_active() : privacy_nominee_state_pending()}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700 tabular-nums">
        {privacy_nominee_mobile_shown({ mobile: maskMobile(nominee.mobile) })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {nominee.verified_at
          ? privacy_nominee_verified_on({ date: formatMoment(nominee.verified_at, locale) })
          : privacy_nominee_named_on({ date: formatMoment(nominee.created_at, locale) })}
      </p>
    </div>
  );
}

/**
 * The seller's nominee (DR 185; DPDP Act 2023 section 14): who it is and whether verified; name, replace or
 * remove one, each with a fresh code to the seller's own number; a named nominee is verified by the code
 * sent to their number, which they read out to the seller.
 */
export function NomineeSection({ customerId, mobile }: { customerId: number; mobile: string }) {
  const nominee = useNominee(customerId);
  const sendRemoveCode = useSendNomineeCode();
  const [mode, setMode] = useState<'view' | 'name' | 'remove'>('view');
  const [justNamed, setJustNamed] = useState(false);
  const [done, setDone] = useState<string | undefined>();

  const startRemoving = () => {
    setDone(undefined);
    sendRemoveCode.mutate(undefined, { onSuccess: () => setMode('remove') });
  };

  return (
    <SectionCard
      id="nominee"
      title={privacy_nominee_title()}
      icon={<UserCheck className="size-5 text-brand-700" aria-hidden />}
    >
      <p className="text-slate-700">{privacy_nominee_intro()}</p>
      <p className="mt-2 mb-4 text-sm text-slate-700">
        {privacy_nominee_where()}{' '}
        <Link to={paths.nomineeAccess()} className="font-semibold text-brand-800 underline">
          {privacy_nominee_page_title()}
        </Link>
      </p>
      {nominee.isPending ? (
        <div role="status" aria-label={privacy_nominee_loading()}>
          <Skeleton className="h-24" />
        </div>
      ) : nominee.isError ? (
        <ErrorState
          title={privacy_nominee_failed()}
          message={failureText(nominee.error)}
          retryLabel={seller_try_again()}
          onRetry={() => nominee.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {nominee.data ? (
            <NomineeCard nominee={nominee.data} />
          ) : (
            <EmptyState message={privacy_nominee_none()} />
          )}
          {mode === 'name' ? (
            <NomineeNameForm
              customerId={customerId}
              mobile={mobile}
              onNamed={() => {
                setJustNamed(true);
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          ) : mode === 'remove' ? (
            <NomineeRemoveForm
              customerId={customerId}
              mobile={mobile}
              onRemoved={() => {
                setDone(privacy_nominee_removed_now());
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          ) : (
            <>
              {nominee.data?.state === 'pending' ? (
                <NomineeVerifyForm
                  customerId={customerId}
                  nominee={nominee.data}
                  focus={justNamed}
                  onVerified={(verified) => {
                    setJustNamed(false);
                    setDone(privacy_nominee_verified_now({ name: verified.name }));
                  }}
                />
              ) : null}
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone(undefined);
                    setJustNamed(false);
                    setMode('name');
                  }}
                >
                  {nominee.data ? privacy_nominee_replace() : privacy_nominee_add()}
                </Button>
                {nominee.data ? (
                  <Button variant="ghost" disabled={sendRemoveCode.isPending} onClick={startRemoving}>
                    {privacy_nominee_remove()}
                  </Button>
                ) : null}
              </div>
              {sendRemoveCode.isError ? (
                <StatusLine tone="error" message={failureText(sendRemoveCode.error)} />
              ) : null}
            </>
          )}
          {done && mode === 'view' ? <StatusLine message={done} /> : null}
        </div>
      )}
    </SectionCard>
  );
}
