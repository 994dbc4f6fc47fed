import { PageHeader } from '@/components/console/page-header.tsx';
import { AccountSettings } from '@/features/console-staff/components/change-password-form.tsx';

export function Component() {
  return (
    <>
      <PageHeader title="Your account" />
      <AccountSettings />
    </>
  );
}
