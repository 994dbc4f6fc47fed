import { PageHeader } from '@/components/console/page-header.tsx';
import { OpenEnquiries } from '@/features/console-enquiries/components/open-enquiries.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Enquiries to follow up"
        description="Sellers who checked a price but did not book a pickup for that phone. Numbers are masked; showing one is recorded in the audit log."
      />
      <OpenEnquiries />
    </>
  );
}
