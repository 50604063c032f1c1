// Test environment of the shell and the remotes: jest-dom matchers, the browser APIs Chakra/Ark
// expect but happy-dom lacks, and a clean portal (no session, Spanish, empty storage) per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLanguage, useSession } from '@dapcon/shared-sdk';

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window.ResizeObserver === 'undefined') window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => {};
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(async () => {
  cleanup();
  useSession.getState().signOut();
  useSession.setState({ lastPath: null });
  useSession.getState().setLang('es');
  await setLanguage('es');
  localStorage.clear();
});
