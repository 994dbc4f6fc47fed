import { Link, type LinkProps } from '@/components/ui/link.tsx';
import { useCityPath } from '@/lib/city-path.ts';

/** A link to a site path under the visitor's stored city (SPEC 2: generated links carry the city). */
export function CityLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const inCity = useCityPath();
  return <Link to={inCity(to)} {...props} />;
}
