import { PageHeader } from '@/components/console/page-header.tsx';
import { BrandsList } from '@/features/console-catalog/components/brands-list.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Catalog"
        description="Brands, series, models, variants and their Get Upto prices. Changes show on the site at once and are recorded in the audit log."
      />
      <BrandsList />
    </>
  );
}
