import { modelImageUrl } from '@phonix/shared/images';
import { get_upto } from '@phonix/shared/messages/get_upto';
import { q_loading_questions } from '@phonix/shared/messages/q_loading_questions';
import { q_submitting } from '@phonix/shared/messages/q_submitting';
import { formatINR } from '@phonix/shared/money';
import {
  type AnswerRecord,
  EMPTY_DRAFT,
  parseQuestionnaireDraft,
  type QuestionnaireDraft,
  toDraft,
} from '@phonix/shared/questionnaire-rules';
import { paths } from '@phonix/shared/routes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { JavaScriptNeeded } from '@/components/ui/client-only.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useVariantDetails } from '@/features/catalog/api/get-variant-details.ts';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { withCity } from '@/lib/city-path.ts';
import { useHydrated } from '@/lib/hydration.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { checkSession, clearSession, openAuthDialog } from '@/lib/session.ts';
import { SESSION_KEYS, storage } from '@/lib/storage.ts';
import { NotFoundPage } from '../router.tsx';

/** The answers so far in this tab (a reload keeps them), and when this evaluation began. */
interface DraftInProgress {
  draft: QuestionnaireDraft;
  startedAt: number;
}

function draftInProgress(icSlug: string, variantId: number): DraftInProgress | null {
  const stored = storage.getTabValue(
    SESSION_KEYS.questionnaireDraft(icSlug, variantId),
  ) as Partial<DraftInProgress> | null;
  const draft = parseQuestionnaireDraft(stored?.draft);
  return draft && typeof stored?.startedAt === 'number' ? { draft, startedAt: stored.startedAt } : null;
}

/** Recalculate reopens the questionnaire with the answers stored for this same model and variant. */
function storedDraft(icSlug: string, variantId: number): QuestionnaireDraft {
  const stored = storage.getSelectedModel();
  if (!stored || stored.ic_slug !== icSlug || Number(stored.variant) !== variantId) return EMPTY_DRAFT;
  try {
    return toDraft(stored);
  } catch {
    return EMPTY_DRAFT;
  }
}

export function Component() {
  const { locale } = usePageLocale();
  const { model: modelSlug = '', variant: variantParam = '' } = useParams();
  const navigate = useNavigate();
  const query = useVariantDetails(modelSlug, variantParam);
  const [submitting, setSubmitting] = useState(false);
  const details = query.data;
  const startedAt = useRef<number | null>(null);
  // The answers kept in this tab are read after hydration (the server has none of them).
  const hydrated = useHydrated();

  useEffect(() => {
    if (query.isError && !isNotFound(query.error))
      console.error('Error fetching variant details:', query.error);
  }, [query.isError, query.error]);

  // The draft in progress for this device, else the previous answers (Recalculate), else none; read once
  // per device, which is also when this evaluation's clock starts.
  const icSlug = details?.model.ic_slug;
  const variantId = details?.variant.id;
  const initialDraft = useMemo(() => {
    if (!hydrated || icSlug === undefined || variantId === undefined) return EMPTY_DRAFT;
    const inProgress = draftInProgress(icSlug, variantId);
    startedAt.current = inProgress?.startedAt ?? Date.now();
    return inProgress?.draft ?? storedDraft(icSlug, variantId);
  }, [hydrated, icSlug, variantId]);

  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;

  const keepDraft = (draft: QuestionnaireDraft) => {
    if (details) {
      storage.setTabValue(SESSION_KEYS.questionnaireDraft(details.model.ic_slug, details.variant.id), {
        draft,
        startedAt: startedAt.current ?? Date.now(),
      });
    }
  };

  const submit = async (record: AnswerRecord) => {
    setSubmitting(true);
    // The answers are kept for the price page and, later, checkout (SPEC 4, "Submit keeps the answers");
    // from now on they are the stored record, and the draft in progress is done.
    storage.setSelectedModel(record);
    storage.setTabValue(SESSION_KEYS.questionnaireDraft(record.ic_slug, record.variant), null);
    if (startedAt.current !== null) {
      const seconds = Math.max(1, Math.round((Date.now() - startedAt.current) / 1000));
      storage.setTabValue(SESSION_KEYS.quoteSeconds, {
        ic_slug: record.ic_slug,
        variant: record.variant,
        seconds,
      });
    }
    // A stored user whose session still holds goes straight on; otherwise the stored session is dropped
    // and the login dialog opens with this phone (SPEC 4, questionnaire flow).
    if (storage.getUser() && (await checkSession())) {
      storage.clearIsInserted();
      navigate(withCity(paths.exactValue()));
      return;
    }
    clearSession();
    setSubmitting(false);
    openAuthDialog('login', record);
  };

  return (
    <div className="bg-slate-50 pb-10">
      {submitting ? <LoadingOverlay label={q_submitting()} /> : null}
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[240px_1fr]">
          <aside className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 md:sticky md:top-24 md:flex-col md:self-start md:p-6 md:text-center">
            <DeviceImage
              src={modelImageUrl(modelSlug)}
              alt={details?.model.model ?? ''}
              width={300}
              height={400}
              eager
              className="w-16 md:w-40"
            />
            <div className="min-w-0">
              {details ? (
                <>
                  <h1 className="text-lg font-extrabold text-slate-900 md:text-xl">{details.model.model}</h1>
                  <p className="text-sm font-semibold text-slate-600">{details.variant.VariantName}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {get_upto()}{' '}
                    <span className="font-bold text-brand-800">
                      {formatINR(details.variant.Rate, locale)}
                    </span>
                  </p>
                </>
              ) : (
                <div className="flex flex-col gap-2 md:items-center">
                  <Skeleton className="h-6 w-36" />
                  <Skeleton className="h-4 w-20" />
                </div>
              )}
            </div>
          </aside>

          <section className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-8">
            {details ? (
              <Questionnaire
                key={`${details.model.ic_slug}/${details.variant.id}/${hydrated}`}
                beforeAnswers={!hydrated}
                device={{
                  variant: details.variant.id,
                  ic_slug: details.model.ic_slug,
                  item_name: `${details.model.model} (${details.variant.VariantName})`,
                  model_name: details.model.model,
                  variant_name: details.variant.VariantName,
                  item_image: modelImageUrl(details.model.ic_slug),
                }}
                initialDraft={initialDraft}
                onDraftChange={keepDraft}
                onSubmit={submit}
              />
            ) : query.isError ? (
              <ErrorState onRetry={() => query.refetch()} />
            ) : (
              <div className="flex flex-col gap-6" role="status" aria-label={q_loading_questions()}>
                <Skeleton className="h-2 w-full" />
                <Skeleton className="h-7 w-40" />
                {[0, 1, 2].map((item) => (
                  <div key={item} className="flex flex-col gap-3">
                    <Skeleton className="h-5 w-3/4" />
                    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                      <Skeleton className="h-14" />
                      <Skeleton className="h-14" />
                    </div>
                  </div>
                ))}
              </div>
            )}
          </section>
        </div>
      </PageContainer>
      {/* The questions show without JavaScript, but answering them needs it. */}
      <JavaScriptNeeded />
    </div>
  );
}
