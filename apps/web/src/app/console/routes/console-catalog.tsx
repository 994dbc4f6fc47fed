import { PageHeader } from '@/components/console/page-header.tsx';
import { BrandsList } from '@/features/console-catalog/components/brands-list.tsx';
import { PriceUploadPanel } from '@/features/console-catalog/components/price-upload-panel.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Catalog"
        description="Brands, series, models, variants and their Get Upto prices. Changes show on the site at once; every price change is listed under Price history, where any staff member can revert it in one click."
      />
      <div className="mb-6">
        <PriceUploadPanel />
      </div>
      <BrandsList />
    </>
  );
}
