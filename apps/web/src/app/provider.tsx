import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { refreshSessionAtStartup } from '@/lib/session.ts';

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Start-up (SPEC 4): a stored user is re-read from the server, or the stored session is dropped.
  useEffect(() => {
    void refreshSessionAtStartup();
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
