import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown while a page's code or the city list arrives. */
export function PageFallback() {
  return <Spinner className="flex-1 py-24" />;
}
