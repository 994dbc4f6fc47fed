import { page_error_text } from '@phonix/shared/messages/page_error_text';
import { page_error_title } from '@phonix/shared/messages/page_error_title';
import { Component, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

interface Props {
  /** The current path: a new page clears the error. */
  pathname: string;
  children: ReactNode;
}

/** A page that failed to render (say, its chunk did not load on a flaky network) offers a reload. */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failedAt !== null && this.state.failedAt === this.props.pathname) {
      return (
        <PageContainer className="py-16">
          <ErrorState
            title={page_error_title()}
            message={page_error_text()}
            onRetry={() => window.location.reload()}
          />
        </PageContainer>
      );
    }
    return this.props.children;
  }
}
