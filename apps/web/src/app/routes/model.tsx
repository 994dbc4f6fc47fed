import { localizedPath } from '@phonix/shared/i18n';
import { modelImageUrl } from '@phonix/shared/images';
import { breadcrumb_brand } from '@phonix/shared/messages/breadcrumb_brand';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { breadcrumb_sell_old_mobile } from '@phonix/shared/messages/breadcrumb_sell_old_mobile';
import { model_get_exact_price } from '@phonix/shared/messages/model_get_exact_price';
import { model_get_exact_price_for } from '@phonix/shared/messages/model_get_exact_price_for';
import { model_heading } from '@phonix/shared/messages/model_heading';
import { model_loading_variants } from '@phonix/shared/messages/model_loading_variants';
import { model_price_note } from '@phonix/shared/messages/model_price_note';
import { formatINR } from '@phonix/shared/money';
import { paths, variantSlug } from '@phonix/shared/routes';
import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useModelVariants } from '@/features/catalog/api/get-model-variants.ts';
import { GetUptoPrice, VariantPicker } from '@/features/catalog/components/variant-picker.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { useCityPath, withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { checkSession, clearSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { NotFoundPage } from '../router.tsx';

export function Component() {
  const { locale } = usePageLocale();
  const { brand: brandSlug = '', model: modelSlug = '' } = useParams();
  const navigate = useNavigate();
  const inCity = useCityPath();
  const query = useModelVariants(modelSlug);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const model = query.data?.model;
  const variants = query.data?.variants ?? [];
  // A model with a single variant has it chosen already (SPEC 2, model page).
  const variantId = chosenId ?? (variants.length === 1 ? (variants[0]?.id ?? null) : null);
  const variant = variants.find((item) => item.id === variantId) ?? null;

  useEffect(() => {
    if (query.isError && !isNotFound(query.error)) console.error('Error fetching variants:', query.error);
  }, [query.isError, query.error]);

  // A model exists only under its own brand: /sell-mobile/samsung/apple-iphone-15 is not a page (the
  // server answers it with 404 too).
  const wrongBrand = query.data !== undefined && query.data.brand.slug !== brandSlug.toLowerCase();
  if ((query.isError && isNotFound(query.error)) || wrongBrand) return <NotFoundPage />;

  const getExactPrice = async () => {
    if (!model || !variant) return;
    storage.clearIsInserted();
    // A stored user's session is checked and dropped if it has ended; either way the questionnaire opens.
    if (storage.getUser() && !(await checkSession())) clearSession();
    navigate(withCity(paths.options(model.ic_slug, variantSlug(variant.VariantName))));
  };

  const brand = query.data?.brand;
  return (
    <PageContainer className="py-6 md:py-10">
      <Breadcrumb
        items={[
          { label: breadcrumb_home(), to: '/' },
          { label: breadcrumb_sell_old_mobile(), to: inCity(paths.sellMobile()) },
          {
            label: brand?.CategoryGroupName ?? breadcrumb_brand(),
            to: inCity(paths.brand(brand?.slug ?? brandSlug)),
          },
          { label: model?.model ?? '...' },
        ]}
      />
      <div className="mt-4 grid gap-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-xs md:grid-cols-[minmax(200px,320px)_1fr] md:gap-10 md:p-8">
        <div className="flex items-start justify-center">
          <DeviceImage
            src={modelImageUrl(modelSlug)}
            alt={model?.model ?? ''}
            width={300}
            height={400}
            eager
            className="w-44 md:w-full md:max-w-72"
          />
        </div>
        <div className="flex flex-col gap-6">
          {model ? (
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {model_heading({ model: model.model })}
            </h1>
          ) : (
            <Skeleton className="h-9 w-4/5" />
          )}
          {query.isPending ? (
            <div className="flex flex-col gap-3" role="status" aria-label={model_loading_variants()}>
              <Skeleton className="h-6 w-40" />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            </div>
          ) : (
            <VariantPicker variants={variants} value={variantId} onChange={setChosenId} />
          )}
          <GetUptoPrice rate={variant?.Rate ?? null} />
          <Button
            size="lg"
            disabled={!variant}
            onClick={getExactPrice}
            className="js-only w-full sm:w-auto sm:self-start"
          >
            {model_get_exact_price()}
          </Button>
          {model ? (
            // Without JavaScript the picker cannot choose: each variant links to its questionnaire instead.
            <noscript>
              <ul className="flex flex-col gap-2">
                {variants.map((item) => (
                  <li key={item.id}>
                    <a
                      // A plain link (inside <noscript>, not the router's): it carries the language prefix itself.
                      href={localizedPath(
                        inCity(paths.options(model.ic_slug, variantSlug(item.VariantName))),
                        locale,
                      )}
                      className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
                    >
                      {model_get_exact_price_for({
                        variant: item.VariantName,
                        price: formatINR(item.Rate, locale),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </noscript>
          ) : null}
          <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{model_price_note()}</span>
          </p>
        </div>
      </div>
    </PageContainer>
  );
}
