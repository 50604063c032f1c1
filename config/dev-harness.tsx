// The standalone page a remote serves in development (`npm run dev -w mf-…`):
// the same providers the shell gives it, without the shell's frame. Its API is the real one
// (proxied to :8080), or with MOCK_API=1 the mock layer's (@dapcon/mocks), so an area can be worked
// on with no API running.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, PortalProvider } from '@dapcon/shared-ui';
import { i18n } from '@dapcon/shared-sdk';

export async function mountDevHarness(Routes: ComponentType, start: string): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  if (process.env.MOCK_API === '1') {
    const { startMockApi } = await import('@dapcon/mocks/browser');
    await startMockApi();
  }
  if (window.location.pathname === '/' || window.location.pathname === '/dev.html') window.history.replaceState(null, '', start);
  createRoot(container).render(
    <PortalProvider>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </I18nextProvider>
    </PortalProvider>,
  );
}
