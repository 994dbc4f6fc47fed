import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_my_profile } from '@phonix/shared/messages/seller_my_profile';
import { seller_my_sales_orders } from '@phonix/shared/messages/seller_my_sales_orders';
import { seller_personal_details } from '@phonix/shared/messages/seller_personal_details';
import { seller_profile_load_failed } from '@phonix/shared/messages/seller_profile_load_failed';
import { seller_profile_loading } from '@phonix/shared/messages/seller_profile_loading';
import { seller_purpose_profile } from '@phonix/shared/messages/seller_purpose_profile';
import { seller_saved_address } from '@phonix/shared/messages/seller_saved_address';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { paths } from '@phonix/shared/routes';
import { ShoppingBag } from 'lucide-react';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCustomer } from '@/features/account/api/profile.ts';
import { LanguagePreference } from '@/features/account/components/language-preference.tsx';
import { LogoutEverywhereSection } from '@/features/account/components/logout-everywhere-section.tsx';
import { ProfileForm } from '@/features/account/components/profile-form.tsx';
import { SavedAddresses } from '@/features/addresses/components/saved-addresses.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { WhatsAppPreference } from '@/features/messaging/components/whatsapp-preference.tsx';
import type { StoredUser } from '@/lib/storage.ts';

const cardClass = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6';

function EditProfile({ user }: { user: StoredUser }) {
  const customer = useCustomer(user.customer_id);
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto flex max-w-4xl flex-col gap-5">
          <Breadcrumb items={[{ label: breadcrumb_home(), to: '/' }, { label: seller_my_profile() }]} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {seller_my_profile()}
            </h1>
            <Link to={paths.salesOrders()} className={buttonClass('secondary')}>
              <ShoppingBag className="size-4" aria-hidden />
              {seller_my_sales_orders()}
            </Link>
          </div>
          <section aria-labelledby="personal-title" className={cardClass}>
            <h2 id="personal-title" className="mb-4 text-lg font-bold text-slate-900">
              {seller_personal_details()}
            </h2>
            {customer.isPending ? (
              <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label={seller_profile_loading()}>
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
            ) : customer.isError ? (
              <ErrorState
                title={seller_profile_load_failed()}
                message={seller_check_connection()}
                retryLabel={seller_try_again()}
                onRetry={() => customer.refetch()}
              />
            ) : (
              <ProfileForm key={customer.dataUpdatedAt} customer={customer.data} />
            )}
          </section>
          <div className={cardClass}>
            <SavedAddresses customerId={user.customer_id} title={seller_saved_address()} />
          </div>
          <div className={cardClass}>
            <WhatsAppPreference customerId={user.customer_id} />
          </div>
          <div className={cardClass}>
            <LanguagePreference customerId={user.customer_id} />
          </div>
          <div className={cardClass}>
            <LogoutEverywhereSection />
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  return (
    <RequireSession purpose={seller_purpose_profile()}>
      {(user) => <EditProfile user={user} />}
    </RequireSession>
  );
}
