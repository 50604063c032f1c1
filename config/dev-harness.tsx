// The standalone page a remote serves in development (`npm run dev -w mf-…`):
// the same providers the shell gives it, without the shell's frame.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { PortalProvider } from '@dapcon/shared-ui';
import { i18n, queryClient, QueryClientProvider } from '@dapcon/shared-sdk';

export function mountDevHarness(Routes: ComponentType, start: string): void {
  const container = document.getElementById('root');
  if (!container) return;
  if (window.location.pathname === '/' || window.location.pathname === '/dev.html') window.history.replaceState(null, '', start);
  createRoot(container).render(
    <PortalProvider>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </PortalProvider>,
  );
}
