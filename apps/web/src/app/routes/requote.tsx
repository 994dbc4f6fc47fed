import { partner_requote_heading } from '@phonix/shared/messages/partner_requote_heading';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePartnerToken } from '@/features/partner-portal/api/partner-session.ts';
import {
  BackToOrder,
  RequoteDevice,
  RequoteFlow,
} from '@/features/partner-portal/components/requote-flow.tsx';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire.tsx';

/**
 * /requote/:ref/:model/:variant: the partner holding the order answers the seller's questionnaire about the
 * phone in hand, at the door; the server prices those answers and the page shows old and new price and what
 * changed. Shown without header and footer. The order names the model and variant (the path only reads
 * well), so a re-check always describes the phone of this order.
 */
export function Component() {
  const { ref = '' } = useParams();
  const token = usePartnerToken();
  const location = useLocation();
  if (!token) return <Navigate to="/partner/login" replace state={{ from: location.pathname }} />;
  return (
    <div className="flex-1 bg-slate-100 pb-10">
      <PageContainer className="py-5">
        <div className="mx-auto max-w-2xl">
          <div className="mb-4 flex flex-col gap-1">
            <BackToOrder refNo={ref} />
            <h1 className="text-2xl font-extrabold text-slate-950">{partner_requote_heading()}</h1>
            <RequoteDevice refNo={ref} />
          </div>
          <RequoteFlow refNo={ref} questionnaire={(props) => <Questionnaire {...props} />} />
        </div>
      </PageContainer>
    </div>
  );
}
