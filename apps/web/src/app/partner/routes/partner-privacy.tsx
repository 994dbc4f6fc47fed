import { privacy_partner_title } from '@phonix/shared/messages/privacy_partner_title';
import { PrivacyView } from '@/features/partner-portal/components/privacy-view.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

/** /partner/privacy: the privacy notice, the shop's data download and its grievances (issue 24). */
export function Component() {
  usePageTitle(privacy_partner_title());
  return <PrivacyView />;
}
