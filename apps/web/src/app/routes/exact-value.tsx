import { modelImageUrl } from '@phonix/shared/images';
import { quote_answers_outdated } from '@phonix/shared/messages/quote_answers_outdated';
import { quote_calculating } from '@phonix/shared/messages/quote_calculating';
import { quote_cannot_price } from '@phonix/shared/messages/quote_cannot_price';
import { quote_choose_phone } from '@phonix/shared/messages/quote_choose_phone';
import { quote_heading } from '@phonix/shared/messages/quote_heading';
import { quote_load_failed } from '@phonix/shared/messages/quote_load_failed';
import { quote_login_purpose } from '@phonix/shared/messages/quote_login_purpose';
import { quote_recalculate } from '@phonix/shared/messages/quote_recalculate';
import { quote_see_report } from '@phonix/shared/messages/quote_see_report';
import { quote_selling_price } from '@phonix/shared/messages/quote_selling_price';
import { formatINR } from '@phonix/shared/money';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { paths, variantSlug } from '@phonix/shared/routes';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useExactValue } from '@/features/quote/api/get-exact-value.ts';
import { PriceBreakdown } from '@/features/quote/components/price-breakdown.tsx';
import { PriceSummary } from '@/features/quote/components/price-summary.tsx';
import { SellingPoints } from '@/features/quote/components/selling-points.tsx';
import { recordedEnquiry, useRecordPriceEnquiry } from '@/features/quote/hooks/use-record-price-enquiry.ts';
import { CheckMyPhoneCard } from '@/features/self-check/components/check-my-phone-card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { SESSION_KEYS, storage } from '@/lib/storage.ts';

/**
 * The device report opens on a click: its dialog, and the report's words in three languages, load then, not
 * with the page (issue 22's 5 kB per page for messages).
 */
const DeviceReportDialog = lazy(() =>
  import('@/features/quote/components/device-report-dialog.tsx').then((module) => ({
    default: module.DeviceReportDialog,
  })),
);

function storedRecord() {
  // A stored record from an older release, or edited by hand, is treated as no record.
  const stored = storage.getSelectedModel();
  return stored && answerRecordSchema.safeParse(stored).success ? stored : null;
}

/** Login-only (SPEC 2): without a session the login dialog opens, showing the phone being sold. */
export function Component() {
  const [record] = useState(storedRecord);
  if (record === null) return <Navigate to={withCity(paths.sellMobile())} replace />;
  return (
    <RequireSession selectedModel={record} purpose={quote_login_purpose()}>
      {() => <ExactValuePage />}
    </RequireSession>
  );
}

function ExactValuePage() {
  const { locale } = usePageLocale();
  const navigate = useNavigate();
  const [record] = useState(storedRecord);
  const [reportOpen, setReportOpen] = useState(false);
  // Mounted from the first opening on, so closing it animates and reopening is at once.
  const [reportWanted, setReportWanted] = useState(false);
  const quote = useExactValue(record);
  useRecordPriceEnquiry(record, quote.data?.finalValue);

  if (record === null) return <Navigate to={withCity(paths.sellMobile())} replace />;

  const modelName = record.model_name ?? record.item_name ?? record.ic_slug;
  const variantName = record.variant_name ?? '';

  const recalculate = () => {
    storage.clearIsInserted();
    // The questionnaire reopens with this quote's answers, not with an older draft left for this phone.
    storage.setTabValue(SESSION_KEYS.questionnaireDraft(record.ic_slug, record.variant), null);
    navigate(withCity(paths.options(record.ic_slug, variantSlug(variantName))));
  };
  // The marker is cleared (SPEC 2), but its enquiry goes with the quote to /sell-now: the booking names it,
  // so this evaluation books one order however often Confirm is reached again.
  const proceed = async () => {
    const enquiry = await recordedEnquiry();
    if (enquiry !== null) storage.setBookingEnquiry(enquiry);
    storage.clearIsInserted();
    navigate(withCity('/sell-now'));
  };

  if (quote.isError) {
    const invalid = quote.error instanceof ApiError && quote.error.status >= 400 && quote.error.status < 500;
    return (
      <PageContainer className="py-14">
        {invalid ? (
          <div className="flex flex-col items-center gap-4">
            <ErrorState title={quote_cannot_price()} message={quote_answers_outdated()} />
            <CityLink to="/sell-mobile" className={buttonClass('primary', 'lg')}>
              {quote_choose_phone()}
            </CityLink>
          </div>
        ) : (
          <ErrorState title={quote_load_failed()} onRetry={() => quote.refetch()} />
        )}
      </PageContainer>
    );
  }

  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <h1 className="sr-only">{quote_heading()}</h1>
        {/* On a phone the summary and its Continue button follow the price; on a desktop they sit beside it. */}
        <div className="grid gap-5 lg:grid-cols-[1fr_360px] lg:gap-x-8">
          <div className="lg:col-start-1">
            <section className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:flex-row sm:items-center md:p-8">
              <DeviceImage
                src={record.item_image || modelImageUrl(record.ic_slug)}
                alt={modelName}
                width={300}
                height={400}
                eager
                className="mx-auto w-28 sm:mx-0 sm:w-36"
              />
              <div className="flex flex-1 flex-col gap-4 text-center sm:text-left">
                <div>
                  <h2 className="text-xl font-extrabold text-slate-900 md:text-2xl">{modelName}</h2>
                  <p className="text-sm font-semibold text-slate-600">{variantName}</p>
                </div>
                <div aria-live="polite">
                  <p className="text-sm font-semibold text-slate-600">{quote_selling_price()}</p>
                  {quote.data ? (
                    <p className="text-4xl font-extrabold tracking-tight text-brand-800 md:text-5xl">
                      {formatINR(quote.data.finalValue, locale)}
                    </p>
                  ) : (
                    <div role="status" aria-label={quote_calculating()}>
                      <Skeleton className="mx-auto mt-1 h-12 w-48 sm:mx-0" />
                    </div>
                  )}
                </div>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setReportWanted(true);
                      setReportOpen(true);
                    }}
                  >
                    <ClipboardList className="size-4" aria-hidden />
                    {quote_see_report()}
                  </Button>
                  <Button variant="ghost" onClick={recalculate} className="ring-1 ring-slate-300">
                    <RefreshCw className="size-4" aria-hidden />
                    {quote_recalculate()}
                  </Button>
                </div>
              </div>
            </section>
          </div>
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start">
            {quote.data ? (
              <PriceSummary
                finalValue={quote.data.finalValue}
                quoteValidUntil={quote.data.quote_valid_until}
                onContinue={proceed}
              />
            ) : (
              <Skeleton className="h-72 rounded-2xl" />
            )}
          </div>
          <div className="lg:col-start-1">
            {/* The seller's self-check (issue 34): its suggested answers come back here, priced. */}
            <CheckMyPhoneCard to={paths.checkMyPhone(record.variant)} />
          </div>
          <div className="lg:col-start-1">
            {quote.data ? <PriceBreakdown quote={quote.data} /> : <Skeleton className="h-64 rounded-2xl" />}
          </div>
          <div className="lg:col-start-1">
            <SellingPoints />
          </div>
        </div>
      </PageContainer>
      {reportWanted ? (
        <Suspense fallback={null}>
          <DeviceReportDialog
            open={reportOpen}
            onOpenChange={setReportOpen}
            answers={record}
            deviceName={`${modelName}${variantName ? ` (${variantName})` : ''}`}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
