import type { RequestOf } from '@phonix/shared/api/contract';
import type { PageReadName } from '@phonix/shared/page-render';
import type { RouteMatch } from '@phonix/shared/routes';

/** One read a page makes, under the query key its hook uses (`endpointQuery`'s default: [name, input]). */
export type PageRead = { [N in PageReadName]: { name: N; input: RequestOf<N> } }[PageReadName];

const read = <N extends PageReadName>(name: N, input: RequestOf<N>) => ({ name, input }) as PageRead;

/**
 * The data each public page shows, read by the server before it renders the page and handed to the browser
 * with it, so hydration finds it and nothing is fetched again on load. Every page reads the served cities
 * (the top bar's city, the city segment of the address). Keep this in step with the page's hooks: a hook
 * whose key is missing here renders its loading state on the server (the hydration test would still pass,
 * but the page would lose its content without JavaScript).
 */
export function pageReads(match: RouteMatch | null): PageRead[] {
  const reads: PageRead[] = [read('getCities', {})];
  if (!match) return reads;
  const { params } = match;
  switch (match.name) {
    case 'home':
    case 'sellMobile':
      reads.push(read('brands', {}));
      break;
    case 'brand':
      reads.push(read('brandModels', { params: { brandSlug: params.brand ?? '' } }));
      break;
    case 'model':
      reads.push(read('modelVariants', { params: { modelSlug: params.model ?? '' } }));
      break;
    case 'options':
      reads.push(
        read('variantDetails', {
          params: { modelSlug: params.model ?? '', variantSlug: params.variant ?? '' },
        }),
      );
      break;
    case 'searchResult':
      if ((params.search ?? '').trim())
        reads.push(read('searchResult', { params: { search: params.search ?? '' } }));
      break;
    case 'deviceReport':
      reads.push(read('deviceReport', { params: { ref: params.ref ?? '' } }));
      break;
    default:
      break;
  }
  return reads;
}

/** Pages whose HTML holds more than catalog and content data (an order's report): never cached. */
export function isCacheablePage(match: RouteMatch | null): boolean {
  return match?.name !== 'deviceReport';
}
