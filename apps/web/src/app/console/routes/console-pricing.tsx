import { PageHeader } from '@/components/console/page-header.tsx';
import { PricingEditor } from '@/features/console-pricing/components/pricing-editor.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Pricing rules"
        description="What each condition takes off the Get Upto price, the age bands, the minimum offer and the rounding. Preview a quote before saving; every save is recorded in the audit log."
      />
      <PricingEditor />
    </>
  );
}
