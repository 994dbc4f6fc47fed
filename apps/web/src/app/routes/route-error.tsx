import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { NotFoundPage } from './not-found.tsx';

/** A route that failed: 404 shows the not-found page; anything else (a chunk that did not load) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <PageContainer className="py-16">
      <ErrorState
        title="Something went wrong"
        message="This page could not be opened. Please reload and try again."
        onRetry={() => window.location.reload()}
      />
    </PageContainer>
  );
}
