import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A query client with the site's defaults: one for the browser, a fresh one for each page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A read the server answered with an error (a missing model: the page is a 404) is rendered as that
        // error by the server and the hydrating browser alike, not fetched again as the page mounts.
        retryOnMount: false,
        // A 4xx will not get better by asking again; a flaky 4G connection might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** The browser's query client (the server never touches it: it renders with its own per page). */
export const queryClient = createQueryClient();
