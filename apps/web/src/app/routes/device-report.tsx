import { q_report_home } from '@phonix/shared/messages/q_report_home';
import { q_report_load_failed } from '@phonix/shared/messages/q_report_load_failed';
import { q_report_loading } from '@phonix/shared/messages/q_report_loading';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDeviceReport } from '@/features/device-report/api/get-device-report.ts';
import { DeviceReportView } from '@/features/device-report/components/device-report-view.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { NotFoundPage } from '../router.tsx';

/** The public device report (shown without header and footer): the device and its condition only. */
export function Component() {
  const { ref = '' } = useParams();
  const report = useDeviceReport(ref);

  if (report.isError && isNotFound(report.error)) return <NotFoundPage />;

  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        {/* Only the logo: whether the condition was verified is for the report itself to say. */}
        <PageContainer className="flex h-16 items-center">
          <Link to="/" aria-label={q_report_home()} className="rounded-lg">
            <Logo className="h-8 w-auto" />
          </Link>
        </PageContainer>
      </div>
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto max-w-4xl">
          {report.isPending ? (
            <Spinner label={q_report_loading()} className="py-24" />
          ) : report.isError ? (
            <ErrorState title={q_report_load_failed()} onRetry={() => report.refetch()} />
          ) : (
            <DeviceReportView report={report.data} />
          )}
        </div>
      </PageContainer>
    </div>
  );
}
