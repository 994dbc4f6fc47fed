import { useParams } from 'react-router';
import { BrandModels } from '@/features/console-catalog/components/brand-models.tsx';
import { ConsoleNotFound } from '../console-pages.tsx';

export function Component() {
  const brandId = Number(useParams().brandId);
  if (!Number.isInteger(brandId) || brandId < 1) return <ConsoleNotFound />;
  return <BrandModels key={brandId} brandId={brandId} />;
}
