import { PageHeader } from '@/components/console/page-header.tsx';
import { BreachRegister } from '@/features/console-privacy-breaches/components/breach-register.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Breach register"
        description="Personal data breaches (DPDP Rules 2025, rule 7): what happened, the sellers affected (each told once by SMS), and the Data Protection Board's report, due 72 hours after detection. Times are India time."
      />
      <BreachRegister />
    </>
  );
}
