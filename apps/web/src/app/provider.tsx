import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '@/lib/query-client.ts';
import { refreshSessionAtStartup } from '@/lib/session.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  // Start-up (SPEC 4): a stored user is re-read from the server, or the stored session is dropped.
  useEffect(() => {
    void refreshSessionAtStartup();
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
