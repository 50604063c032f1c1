import { BrowserRouter, PortalProvider, Route, Routes } from '@dapcon/shared-ui';
import { i18n, I18nextProvider } from '@dapcon/shared-sdk';
import { DocumentTitle } from './DocumentTitle';
import { FeedbackModals } from './FeedbackModals';
import { Gate } from './Gate';
import { SessionWatcher } from './SessionWatcher';

/** The one React tree: one Chakra provider, one i18next, one router for every area. */
export function App() {
  return (
    <PortalProvider>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <SessionWatcher />
          <DocumentTitle />
          <Routes>
            <Route path="*" element={<Gate />} />
          </Routes>
          <FeedbackModals />
        </BrowserRouter>
      </I18nextProvider>
    </PortalProvider>
  );
}
