import { paths } from '@phonix/shared/routes';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCustomer } from '@/features/account/api/profile.ts';
import { LogoutEverywhereSection } from '@/features/account/components/logout-everywhere-section.tsx';
import { ProfileForm } from '@/features/account/components/profile-form.tsx';
import { SavedAddresses } from '@/features/addresses/components/saved-addresses.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import type { StoredUser } from '@/lib/storage.ts';

const cardClass = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6';

function EditProfile({ user }: { user: StoredUser }) {
  const customer = useCustomer(user.customer_id);
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto flex max-w-4xl flex-col gap-5">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Profile' }]} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">My Profile</h1>
            <Link to={paths.salesOrders()} className={buttonClass('secondary')}>
              <ShoppingBag className="size-4" aria-hidden />
              My Sales Orders
            </Link>
          </div>
          <section aria-labelledby="personal-title" className={cardClass}>
            <h2 id="personal-title" className="mb-4 text-lg font-bold text-slate-900">
              Personal Details
            </h2>
            {customer.isPending ? (
              <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label="Loading your profile">
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
            ) : customer.isError ? (
              <ErrorState title="We could not load your profile" onRetry={() => customer.refetch()} />
            ) : (
              <ProfileForm key={customer.dataUpdatedAt} customer={customer.data} />
            )}
          </section>
          <div className={cardClass}>
            <SavedAddresses customerId={user.customer_id} title="Saved Address" />
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
  return <RequireSession purpose="edit your profile">{(user) => <EditProfile user={user} />}</RequireSession>;
}
