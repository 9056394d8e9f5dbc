import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { queryClient } from '@web/lib/query-client';
import { AccessibilityPanel } from '@web/shell/accessibility/accessibility-panel';
import { AccessibilityProvider } from '@web/shell/accessibility/accessibility-provider';

/** Everything every screen (landing included) relies on: data, routing, accessibility, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AccessibilityProvider>
          {children}
          <AccessibilityPanel />
          <Toaster />
        </AccessibilityProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
