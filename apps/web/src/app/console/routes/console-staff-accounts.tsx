import { PageHeader } from '@/components/console/page-header.tsx';
import { StaffAccounts } from '@/features/console-staff/components/staff-accounts.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can use this console. Everyone signs in with a password and an authenticator app, set up at their first sign-in. Operations staff run orders, partners, the catalog and its Get Upto prices (with the price history to see and revert them), enquiries and messages; admins also set the pricing rules, manage staff and read the whole audit log."
      />
      <StaffAccounts />
    </>
  );
}
