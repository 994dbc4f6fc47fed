import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/**
 * The three states every console list has besides its content: loading, failed (with a retry), and empty.
 * `children` renders the data once it is there and not empty.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  loadingLabel = 'Loading...',
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState message={empty ?? 'Nothing here yet.'} />;
  return <>{children(query.data)}</>;
}
