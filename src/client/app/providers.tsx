import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The spec's tooltip delay, which is also Radix's default; stated so it cannot drift. */
const TOOLTIP_DELAY_MS = 700;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
