import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { queryClient } from '@/client/lib/query-client.ts';

// No screen shows a tooltip, so no Tooltip.Provider (nor its positioning code) ships with every
// page; the first tooltip brings one, with the spec's 700 ms delay.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
