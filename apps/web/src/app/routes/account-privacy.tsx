import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { privacy_account_intro } from '@phonix/shared/messages/privacy_account_intro';
import { privacy_account_title } from '@phonix/shared/messages/privacy_account_title';
import { privacy_load_failed } from '@phonix/shared/messages/privacy_load_failed';
import { privacy_loading } from '@phonix/shared/messages/privacy_loading';
import { privacy_purpose } from '@phonix/shared/messages/privacy_purpose';
import { seller_my_profile } from '@phonix/shared/messages/seller_my_profile';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import type { KeptRecord } from '@phonix/shared/privacy-api';
import { paths } from '@phonix/shared/routes';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useSalesOrders } from '@/features/orders/api/orders.ts';
import { usePrivacy } from '@/features/privacy/api/privacy.ts';
import { ConsentsSection } from '@/features/privacy/components/consents-section.tsx';
import { ErasedView } from '@/features/privacy/components/erased-view.tsx';
import { ErasureSection } from '@/features/privacy/components/erasure-section.tsx';
import { GrievancesSection } from '@/features/privacy/components/grievances-section.tsx';
import { MyDataSection } from '@/features/privacy/components/my-data-section.tsx';
import { NomineeSection } from '@/features/privacy/components/nominee-section.tsx';
import { NoticeAcceptance } from '@/features/privacy/components/notice-acceptance.tsx';
import { failureText } from '@/features/privacy/lib/format.ts';
import { clearSession } from '@/lib/session.ts';
import type { StoredUser } from '@/lib/storage.ts';

/** Opens the part the address names (#grievances from an order's page) once the page has drawn it. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

function AccountPrivacy({ user, onErased }: { user: StoredUser; onErased: (kept: KeptRecord[]) => void }) {
  const privacy = usePrivacy(user.customer_id);
  const orders = useSalesOrders(user.customer_id);
  const [search] = useSearchParams();
  useScrollToHash(privacy.isSuccess);
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto flex max-w-4xl flex-col gap-5">
          <Breadcrumb
            items={[
              { label: breadcrumb_home(), to: '/' },
              { label: seller_my_profile(), to: paths.editProfile() },
              { label: privacy_account_title() },
            ]}
          />
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {privacy_account_title()}
            </h1>
            <p className="mt-1 text-slate-600">{privacy_account_intro()}</p>
          </div>
          {privacy.isPending ? (
            <div className="flex flex-col gap-5" role="status" aria-label={privacy_loading()}>
              <Skeleton className="h-32 rounded-2xl" />
              <Skeleton className="h-48 rounded-2xl" />
              <Skeleton className="h-40 rounded-2xl" />
            </div>
          ) : privacy.isError ? (
            <ErrorState
              title={privacy_load_failed()}
              message={failureText(privacy.error)}
              retryLabel={seller_try_again()}
              onRetry={() => privacy.refetch()}
            />
          ) : (
            <>
              <NoticeAcceptance customerId={user.customer_id} notice={privacy.data.notice} />
              <ConsentsSection customerId={user.customer_id} consents={privacy.data.consents} />
              <MyDataSection />
              <GrievancesSection
                customerId={user.customer_id}
                orderRef={search.get('order')}
                orderRefs={(orders.data ?? []).map((order) => order.RefNo)}
              />
              <NomineeSection customerId={user.customer_id} mobile={user.mobile} />
              <ErasureSection rights={privacy.data.rights} mobile={user.mobile} onErased={onErased} />
            </>
          )}
        </div>
      </PageContainer>
    </div>
  );
}

/**
 * The seller's privacy rights (issue 24): the notice accepted, consents, their data, grievances, a nominee,
 * erasure.
 * After an erasure the session is gone, so what was kept is shown here, outside the sign-in guard.
 */
export function Component() {
  const [kept, setKept] = useState<KeptRecord[] | null>(null);
  if (kept) return <ErasedView kept={kept} />;
  return (
    <RequireSession purpose={privacy_purpose()}>
      {(user) => (
        <AccountPrivacy
          user={user}
          onErased={(answer) => {
            setKept(answer);
            // The server ended every session; this browser forgets its own too.
            clearSession();
          }}
        />
      )}
    </RequireSession>
  );
}
