import { PageHeader } from '@/components/console/page-header.tsx';
import { StaffAccounts } from '@/features/console-staff/components/staff-accounts.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can use this console. Operations staff run the catalog, enquiries and messages; admins also set prices and manage staff, and sign in with an authenticator app."
      />
      <StaffAccounts />
    </>
  );
}
