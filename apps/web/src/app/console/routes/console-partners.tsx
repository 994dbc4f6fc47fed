import { PageHeader } from '@/components/console/page-header.tsx';
import { PartnersConsole } from '@/features/console-partners/components/partners-console.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Partners"
        description="Shops that asked to become partners through the partner form, and the partners themselves: the pincodes each serves, their orders, and suspension. Every change is recorded in the audit log."
      />
      <PartnersConsole />
    </>
  );
}
