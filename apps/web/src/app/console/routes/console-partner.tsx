import { useParams } from 'react-router';
import { PartnerPage } from '@/features/console-partners/components/partner-page.tsx';
import { ConsoleNotFound } from '../console-pages.tsx';

export function Component() {
  const id = Number(useParams().partnerId);
  if (!Number.isInteger(id) || id <= 0) return <ConsoleNotFound />;
  return <PartnerPage partnerId={id} />;
}
